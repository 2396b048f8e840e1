// The portal privacy policy's revisions (portal spec §9): 2019-11-27, 2021-02-22 and 2022-11-11, the last
// one in force. Shared by the seed and the tests.
export const policyVersions = [
  { version: '1.0', effectiveDate: '2019-11-27' },
  { version: '2.0', effectiveDate: '2021-02-22' },
  { version: '3.0', effectiveDate: '2022-11-11' },
] as const;

export type PolicyVersion = (typeof policyVersions)[number]['version'];
