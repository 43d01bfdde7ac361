import { ContactStep } from '@/features/capture/components/contact-step';

export default function Page() {
  return <ContactStep />;
}
