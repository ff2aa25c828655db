import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatAmount } from '../lib/format';
import { useLanguage } from '../lib/language';

type Fields = Record<string, unknown>;

function fieldsOf(value: unknown): Fields | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : null;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** Label and value rows of one section, read-only; a row with nothing entered says so. */
function Section({
  title,
  rows,
  testId,
}: {
  title: ReactNode;
  rows: [ReactNode, string | null][];
  testId: string;
}) {
  return (
    <section className="ops-section" data-testid={testId}>
      <h3 className="ops-section__title">{title}</h3>
      <dl className="ops-facts">
        {rows.map(([label, value], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows of a section are fixed.
          <div key={index} className="ops-facts__row">
            <dt>{label}</dt>
            <dd>{value ?? <span className="muted">—</span>}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The applicant's profile sections the application was made with, read-only. */
export function ApplicantProfile({
  base,
  contactAddress,
  employment,
}: {
  base: unknown;
  contactAddress: unknown;
  employment: unknown;
}) {
  const { t } = useLingui();
  const lang = useLanguage();
  const b = fieldsOf(base);
  const a = fieldsOf(contactAddress);
  const e = fieldsOf(employment);
  const money = (value: unknown) => (typeof value === 'number' ? formatAmount(value, lang) : null);
  const name = b ? [text(b.firstName), text(b.lastName)].filter(Boolean).join(' ') || null : null;
  return (
    <div className="ops-sections">
      <Section
        title={<Trans>Basic information</Trans>}
        testId="profile-basic"
        rows={[
          [<Trans key="n">Name</Trans>, name],
          [<Trans key="d">Date of birth</Trans>, text(b?.dateOfBirth)],
          [<Trans key="na">Nationality</Trans>, text(b?.nationality)],
          [<Trans key="i">ID number</Trans>, text(b?.idNumber)],
          [<Trans key="p">Phone</Trans>, text(b?.phone)],
          [
            <Trans key="h">Home address</Trans>,
            b
              ? [b.address, b.city, b.postcode, b.country].map(text).filter(Boolean).join(', ') || null
              : null,
          ],
        ]}
      />
      <Section
        title={<Trans>Contact address</Trans>}
        testId="profile-address"
        rows={[
          [
            <Trans key="a">Address</Trans>,
            a
              ? [a.address, a.city, a.postcode, a.country].map(text).filter(Boolean).join(', ') || null
              : null,
          ],
          [<Trans key="y">Years at the address</Trans>, text(a?.yearsAtAddress)],
        ]}
      />
      <Section
        title={<Trans>Employment and income</Trans>}
        testId="profile-employment"
        rows={[
          [<Trans key="s">Employment status</Trans>, text(e?.status)],
          [<Trans key="e">Employer</Trans>, text(e?.employerName)],
          [<Trans key="ph">Employer’s phone</Trans>, text(e?.employerPhone)],
          [<Trans key="in">Industry</Trans>, text(e?.industry)],
          [<Trans key="w">Years in work</Trans>, text(e?.workingYears)],
          [t`Personal income a year`, money(e?.personalAnnualIncome)],
          [t`Family income a year`, money(e?.familyAnnualIncome)],
        ]}
      />
    </div>
  );
}
