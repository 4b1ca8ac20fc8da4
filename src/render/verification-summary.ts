// The ownership-proof section of the job summary: after issuing, exactly what to publish and where (as
// code blocks, copied as they are); after a check, the state, the attempts left and when to try again.
import type { VerificationView } from './command-views.ts';
import { table } from './markdown.ts';
import type { RunReport } from './model.ts';
import { md, mdCodeBlock } from './untrusted.ts';

/** How each method is published; the service's `location` says the exact name, path or page. */
const PUBLISH: Record<string, { where: string; what: string }> = {
  dns: { where: 'Add a DNS TXT record with this name:', what: 'and this value:' },
  file: { where: 'Serve a file at this address:', what: 'whose whole content is:' },
  meta: { where: 'Add a meta tag to the page, as described here:', what: 'with this content:' },
};

export function verificationSection(r: RunReport): string {
  const v = r.verification;
  if (!v) return '';
  const parts = ['### Ownership proof', table(['', ''], rows(v))];
  if (v.action === 'issued') parts.push(...publishSteps(v));
  parts.push(`**Next:** ${md(v.nextStep, 500)}`);
  return parts.join('\n\n');
}

function rows(v: VerificationView): string[][] {
  const rows = [
    ['Proof', md(v.verificationId)],
    ['Site', `${md(v.origin)} (${md(v.siteId)})`],
    ['Method', md(v.method)],
    ['State', md(v.state)],
  ];
  if (v.attemptsRemaining !== null) rows.push(['Attempts left', String(v.attemptsRemaining)]);
  if (v.retryAt) rows.push(['Check again after', md(v.retryAt)]);
  if (v.expiresAt) rows.push(['Expires', md(v.expiresAt)]);
  if (v.verifiedUntil) rows.push(['Verified until', md(v.verifiedUntil)]);
  return rows;
}

function publishSteps(v: VerificationView): string[] {
  const how = PUBLISH[v.method] ?? { where: 'Publish it here:', what: 'with this value:' };
  return [how.where, mdCodeBlock(v.location ?? ''), how.what, mdCodeBlock(v.value ?? '')];
}
