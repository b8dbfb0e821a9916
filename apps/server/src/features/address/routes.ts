import {
  addressLookupResponseSchema,
  postcodeParamsSchema,
  salesQuerySchema,
  salesResponseSchema,
  valuationResponseSchema,
} from '@atrium/domain/contract/address';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import type { AddressService } from './service.ts';

type Options = { service: AddressService };

// Postcode lookup, a property's sales and a valuation from its postcode's sales. Any signed-in user.
export const addressRoutes = signedInRoutes<Options>(async (app, { service }) => {
  app.get(
    '/api/address/:postcode',
    { schema: { params: postcodeParamsSchema, response: { 200: addressLookupResponseSchema } } },
    (request) => service.lookup(requireAuth(request), request.params.postcode),
  );

  app.get(
    '/api/address/sales/:postcode',
    {
      schema: {
        params: postcodeParamsSchema,
        querystring: salesQuerySchema,
        response: { 200: salesResponseSchema },
      },
    },
    (request) => service.sales(requireAuth(request), request.params.postcode, request.query.identifier),
  );

  app.get(
    '/api/address/valuation/:postcode',
    { schema: { params: postcodeParamsSchema, response: { 200: valuationResponseSchema } } },
    (request) => service.valuation(requireAuth(request), request.params.postcode),
  );
});
