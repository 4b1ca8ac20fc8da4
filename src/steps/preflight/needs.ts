// The key's permissions a run can need, and the rule the specs share to ask for them. Each command's spec
// (src/commands/<name>/spec.ts) says which it needs from the settings alone (pure). `read` is not listed:
// the preflight's own request needs it, so a key that answers it has it.
export type Permission = 'sites' | 'pulse' | 'deep' | 'local';

export interface Need {
  readonly permission: Permission;
  /** What the run does with it, for the message that names it. */
  readonly why: string;
  /** A missing `required` permission stops the run at once; an optional one skips its part with a warning. */
  readonly required: boolean;
}

export const need = (permission: Permission, why: string, required = true): Need => ({
  permission,
  why,
  required,
});

/** A site given by URL is found or added on the service, which takes `sites`. */
export const siteByUrlNeeds = (site: string): Need[] =>
  /^https?:\/\//i.test(site) ? [need('sites', 'to find or add the site by its URL')] : [];
