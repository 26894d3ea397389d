import { LegalDocument, type LegalSection } from '../components/legal-document.tsx';

const SECTIONS = [
  { title: 'terms.s1.title', body: 'terms.s1.body' },
  { title: 'terms.s2.title', body: 'terms.s2.body' },
  { title: 'terms.s3.title', body: 'terms.s3.body' },
  { title: 'terms.s4.title', body: 'terms.s4.body' },
  { title: 'terms.s5.title', body: 'terms.s5.body' },
  { title: 'terms.s6.title', body: 'terms.s6.body' },
  { title: 'terms.s7.title', body: 'terms.s7.body' },
  { title: 'terms.s8.title', body: 'terms.s8.body' },
  { title: 'terms.s9.title', body: 'terms.s9.body' },
  { title: 'terms.s10.title', body: 'terms.s10.body' },
  { title: 'terms.s11.title', body: 'terms.s11.body' },
  { title: 'terms.s12.title', body: 'terms.s12.body' },
] as const satisfies readonly LegalSection[];

export function TermsPage() {
  return (
    <LegalDocument
      title="terms.title"
      lead="terms.lead"
      updated="terms.updated"
      updatedOn="2026-11-01"
      sections={SECTIONS}
    />
  );
}
