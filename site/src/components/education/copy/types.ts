// The certification page's copy, one data file per language typed in index.ts (decision 020, as the forecast
// items' page): a writer reviews the whole page at once. Numbers of the spec (portal spec §9) come from
// core/education.ts.
export type CertificationLevel = {
  name: string;
  summary: string;
  audience: string;
  exam: string[];
  eligibility: string[];
};

export type CertificationCopy = {
  title: string;
  description: string;
  lead: string;
  intro: string[];
  levelsTitle: string;
  labels: { audience: string; exam: string; eligibility: string; level: (n: number) => string };
  levels: [CertificationLevel, CertificationLevel, CertificationLevel];
  scheduleTitle: string;
  schedule: { term: string; text: string }[];
  applyTitle: string;
  apply: string[];
  contact: (email: string) => string;
  learnTitle: string;
  learnText: string;
};
