import type { StaffRole, TeamMember } from '@atrium/domain/contract/team';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { roleOptions } from './invite-form.tsx';

type Props = {
  member: TeamMember;
  isBusy: boolean;
  onRole: (role: StaffRole) => void;
  onDeactivate: () => void;
  onReactivate: () => void;
  onReassign: () => void;
};

const statusStyle: Record<TeamMember['status'], string> = {
  active: 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200',
  invited: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  deactivated: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
};
const statusLabel: Record<TeamMember['status'], string> = {
  active: 'Active',
  invited: 'Invited',
  deactivated: 'Deactivated',
};

// One member of the team: who, their status and clients, their role, and what an admin can do about them.
export function MemberItem({ member, isBusy, onRole, onDeactivate, onReactivate, onReassign }: Props) {
  const clients = `${member.client_count} ${member.client_count === 1 ? 'client' : 'clients'}`;
  // What an admin can do about the member's access: a deactivated member reactivated, anyone else deactivated.
  const access =
    member.status === 'deactivated'
      ? { action: 'Reactivate', variant: 'secondary' as const, onAction: onReactivate }
      : { action: 'Deactivate', variant: 'danger' as const, onAction: onDeactivate };
  return (
    <li className="grid gap-4 p-4 sm:grid-cols-[1fr_10rem_15rem] sm:items-end sm:p-5">
      <div className="min-w-0">
        <p className="font-semibold text-gray-900 dark:text-gray-50">
          {member.name}
          {member.is_self ? (
            <span className="font-normal text-gray-700 dark:text-gray-300"> (you)</span>
          ) : null}
        </p>
        <p className="truncate text-sm text-gray-700 dark:text-gray-300">{member.email}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
          <span className={cx('rounded-full px-2 py-0.5 text-xs font-semibold', statusStyle[member.status])}>
            {statusLabel[member.status]}
          </span>
          {clients}
        </p>
      </div>
      <SelectField
        label={`Role of ${member.name}`}
        value={member.role}
        options={roleOptions}
        disabled={isBusy}
        onChange={(event) => onRole(event.target.value as StaffRole)}
      />
      <div className="flex flex-wrap gap-2">
        {member.client_count > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={onReassign}
            aria-label={`Move clients of ${member.name}`}
          >
            Move clients
          </Button>
        ) : null}
        <Button
          variant={access.variant}
          size="sm"
          onClick={access.onAction}
          disabled={isBusy}
          aria-label={`${access.action} ${member.name}`}
        >
          {access.action}
        </Button>
      </div>
    </li>
  );
}
