/** The wizard's steps, in order: the `step` search parameter of /apply is one of them. */
export const stepIds = [
  'loan',
  'basic',
  'address',
  'employment',
  'family',
  'property',
  'vehicle',
  'contacts',
  'review',
] as const;
export type StepId = (typeof stepIds)[number];
export const isStepId = (value: unknown): value is StepId => stepIds.includes(value as StepId);
