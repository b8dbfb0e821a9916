import { CredentialsSection } from './credentials-section.tsx';
import { WebhooksSection } from './webhooks-section.tsx';

// /adviser/integrations: the firm's API credentials and webhooks (docs/api.md).
export function IntegrationsPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">
          Integrations
        </h1>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          Connect your back office: the{' '}
          <a className="font-medium text-primary-ink underline" href="/api/reference">
            API reference
          </a>{' '}
          lists every call and event.
        </p>
      </div>
      <CredentialsSection />
      <WebhooksSection />
    </div>
  );
}
