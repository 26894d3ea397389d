import { LegalDocument, type LegalSection } from '../components/legal-document.tsx';

const SECTIONS = [
  { title: 'privacy.s1.title', body: 'privacy.s1.body' },
  { title: 'privacy.s2.title', body: 'privacy.s2.body' },
  { title: 'privacy.s3.title', body: 'privacy.s3.body' },
  { title: 'privacy.s4.title', body: 'privacy.s4.body' },
  { title: 'privacy.s5.title', body: 'privacy.s5.body' },
  { title: 'privacy.s6.title', body: 'privacy.s6.body' },
  { title: 'privacy.s7.title', body: 'privacy.s7.body' },
  { title: 'privacy.s8.title', body: 'privacy.s8.body' },
  { title: 'privacy.s9.title', body: 'privacy.s9.body' },
  { title: 'privacy.s10.title', body: 'privacy.s10.body' },
  { title: 'privacy.s11.title', body: 'privacy.s11.body' },
] as const satisfies readonly LegalSection[];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="privacy.title"
      lead="privacy.lead"
      updated="privacy.updated"
      updatedOn="2026-11-25"
      sections={SECTIONS}
    />
  );
}
