import { permissionNameList } from '@atrium/domain/contract/templates';
import { Card } from '../../../ui/card.tsx';
import type { EditorState } from '../editor-model.ts';
import { sectionHeading } from './styles.ts';

type Props = { state: EditorState; onChange: (state: EditorState) => void; errors: Record<string, string[]> };

// One value per 'fact-find.{name}', given to all five flags (create, read, update, delete, forceDelete).
// Unticked denies the category to clients; an admin can still override it for one client.
export function PermissionsGrid({ state, onChange, errors }: Props) {
  const names = permissionNameList(
    state.customPages
      .filter((page) => page.slug !== '')
      .map((page) => ({ slug: page.slug, title: page.title || page.slug })),
  );
  const set = (name: string, isAllowed: boolean) => {
    const next = { ...state.templatePermissions };
    if (isAllowed) delete next[name];
    else next[name] = false;
    onChange({ ...state, templatePermissions: next });
  };
  const problems = Object.entries(errors).filter(([key]) => key.startsWith('templatePermissions.'));
  return (
    <Card className="space-y-3 p-5">
      <h2 id="permissions-heading" className={sectionHeading}>
        Permissions
      </h2>
      <p id="permissions-hint" className="text-sm text-gray-700 dark:text-gray-300">
        Clients can see and change every part of their fact-find unless you untick it here.
      </p>
      <div className="overflow-x-auto">
        <table
          aria-labelledby="permissions-heading"
          aria-describedby="permissions-hint"
          className="w-full text-left text-sm"
        >
          <thead>
            <tr className="border-b border-gray-300 dark:border-gray-700">
              <th scope="col" className="py-2 pr-3 font-semibold text-gray-900 dark:text-gray-100">
                Part of the fact-find
              </th>
              <th scope="col" className="py-2 font-semibold text-gray-900 dark:text-gray-100">
                Clients may see and change it
              </th>
            </tr>
          </thead>
          <tbody>
            {names.map(({ name, label }) => (
              <tr key={name} className="border-b border-gray-200 dark:border-gray-800">
                <th scope="row" className="py-2 pr-3 font-normal text-gray-900 dark:text-gray-100">
                  {label}
                </th>
                <td className="py-2">
                  <input
                    type="checkbox"
                    aria-label={`Clients may see and change ${label}`}
                    checked={state.templatePermissions[name] !== false}
                    onChange={(event) => set(name, event.target.checked)}
                    className="size-5 accent-primary-action focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problems.map(([key, messages]) => (
        <p key={key} className="text-sm font-medium text-red-700 dark:text-red-300">
          {key.replace('templatePermissions.', '')}: {messages[0]}
        </p>
      ))}
    </Card>
  );
}
