/**
 * The chosen agreement's detail on the cotizador (POST /convenios/getDetail): its institution,
 * whom it is for and each product's terms, amounts, rate and CAT. A failed load shows nothing:
 * the detail informs, it does not gate the quotation.
 */
import { formatMXN } from '@/components/ui/money';
import { staff } from '@/copy/es';
import type { AgreementDetail as Detail } from '@/entities/quote/quotation';
import { useOnce } from '@/lib/use-once';

const t = staff.quoter.detail;

export interface AgreementDetailProps {
  agreementId: string;
  load: (agreementId: string) => Promise<Detail>;
}

export function AgreementDetail({ agreementId, load }: AgreementDetailProps) {
  const { data: d } = useOnce(agreementId ? () => load(agreementId) : null, [agreementId, load]);
  if (!agreementId || !d) return null;
  return (
    <section aria-label={t.title} className="agreement-detail">
      <h3>{t.title}</h3>
      <dl>
        <dt>{t.institution}</dt>
        <dd>{d.institution}</dd>
        <dt>{t.kind}</dt>
        <dd>{d.pensioner ? t.pensioner : t.workers}</dd>
      </dl>
      {d.products.length > 0 && (
        <>
          <h4>{t.products}</h4>
          <ul>
            {d.products.map((p) => (
              <li key={p.productId}>
                {t.product(
                  p.name,
                  t.terms(p.minTerm, p.maxTerm),
                  t.amounts(formatMXN(p.minAmount), formatMXN(p.maxAmount)),
                  p.tasa.toFixed(2),
                  p.cat.toFixed(1),
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
