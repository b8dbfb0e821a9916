import { createFileRoute } from '@tanstack/react-router';
import { requireAdmin } from './_admin.tsx';

// A client page's admin-only tabs (permissions, data rights), inside that client's page (adviser-client.tsx) as its
// other tabs are: the second of _admin.tsx's two pathless layouts, with its check.
export const Route = createFileRoute('/_staff/adviser/clients/$clientId/_admin')({
  beforeLoad: requireAdmin,
});
