// The codes of the partner programme (portal spec §3), without valibot: the application form's page
// ships them at once, while the schemas (core/schemas/partner.ts) load when the form is first used.

/** Business types of the application, in the spec's order. */
export const partnerBusinessTypes = ['PUBLIC', 'FINANCE', 'MANUFACTURING', 'SERVICE', 'DISTRIBUTION', 'MUNICIPALITY', 'COMMUNICATION', 'OTHER'] as const;
export type PartnerBusinessType = (typeof partnerBusinessTypes)[number];
/** The message key of a business type's label. */
export const businessTypeLabelKey = (type: PartnerBusinessType) => `partner.businessType.${type}` as const;

/** Where an application stands (portal spec §4: submitted, then answered by mail after review). */
export const partnerApplicationStatuses = ['SUBMITTED', 'APPROVED', 'REFUSED'] as const;
export type PartnerApplicationStatus = (typeof partnerApplicationStatuses)[number];
