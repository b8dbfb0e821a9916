import type { SignatureStatus, Signer, SignerStatus } from '@atrium/domain/contract/signatures';
import { cx } from '../../../ui/cx.ts';
import { formatDateTime } from '../../../ui/date-time.ts';

const requestLabels: Record<SignatureStatus, string> = {
  pending: 'Waiting for signatures',
  completed: 'Signed by everyone',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};
const signerLabels: Record<SignerStatus, string> = {
  pending: 'to sign',
  signed: 'signed',
  declined: 'declined',
};
const tones: Record<SignatureStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  completed: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  declined: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  withdrawn: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100',
};

// A request's state in words (never colour alone).
export function StatusBadge({ status }: { status: SignatureStatus }) {
  return (
    <span className={cx('inline-block rounded-full px-2.5 py-0.5 text-xs font-medium', tones[status])}>
      {requestLabels[status]}
    </span>
  );
}

// Who signs, in order, and where each stands.
export function SignerList({ signers }: { signers: Signer[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700 dark:text-gray-300">
      {signers.map((signer) => (
        <li key={signer.id}>
          {signer.name}: {signerLabels[signer.status]}
          {signer.signed_at ? ` on ${formatDateTime(signer.signed_at)}` : ''}
        </li>
      ))}
    </ul>
  );
}
