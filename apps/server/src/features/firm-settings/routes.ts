import {
  firmSettingsMessages,
  firmSettingsResponseSchema,
  logoMaxBytes,
  updateFirmSettingsRequestSchema,
} from '@atrium/domain/contract/firm-settings';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { invalidField } from '../../platform/errors.ts';
import { isMalformedMultipart } from '../../platform/malformed-multipart.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { FirmSettingsService } from './service.ts';

type Options = { service: FirmSettingsService };

// The one `file` part of a multipart upload, whole (a logo is at most 1 MB), or null when there is none.
async function receiveLogo(request: FastifyRequest): Promise<Buffer | null> {
  if (!request.isMultipart()) return null;
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') return null;
    return await part.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalidField('file', firmSettingsMessages.logoTooLarge);
    if (code?.startsWith('FST_') || isMalformedMultipart(error)) {
      throw invalidField('file', firmSettingsMessages.fileRequired);
    }
    throw error;
  }
}

// The firm's branding and portal settings, for admins at /adviser/settings.
export const firmSettingsRoutes = signedInRoutes<Options>(async (app, { service }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: logoMaxBytes, files: 1, fields: 2, fieldSize: 1000, parts: 3 },
    throwFileSizeLimit: true,
  });

  const path = '/api/adviser/settings';
  const response = { 200: firmSettingsResponseSchema };

  app.get(path, { schema: { response } }, (request) => service.get(requireAuth(request)));

  app.put(path, { schema: { body: updateFirmSettingsRequestSchema, response } }, (request) =>
    service.update(requireAuth(request), request.body, clientInfoOf(request)),
  );

  app.post(`${path}/logo`, { schema: { response } }, (request) =>
    service.uploadLogo(requireAuth(request), () => receiveLogo(request), clientInfoOf(request)),
  );

  app.delete(`${path}/logo`, { schema: { response } }, (request) =>
    service.resetLogo(requireAuth(request), clientInfoOf(request)),
  );
});
