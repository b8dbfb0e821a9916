import { getRouteApi } from '@tanstack/react-router';
import { clientIdOf } from './adviser-client.tsx';

const clientRoute = getRouteApi('/_staff/adviser/clients/$clientId');

// The client a tab of the adviser's client page shows, from the address (adviser-client.tsx checks it), for the
// tabs' components.
export const useClientId = (): number => clientIdOf(clientRoute.useParams());
