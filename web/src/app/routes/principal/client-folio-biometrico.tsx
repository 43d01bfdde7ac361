import { useParams } from 'react-router';

import { ScreenShell } from '@/components/layouts/screen-shell';
import { es } from '@/copy/es';
import { BiometricFolioView } from '@/features/client/components/biometric-folio';

export default function Page() {
  const { bpId = '', folioBiometric = '' } = useParams();
  return (
    <ScreenShell title={es.screens.clientBiometricFolio}>
      <BiometricFolioView bpId={bpId} folioBiometric={folioBiometric} />
    </ScreenShell>
  );
}
