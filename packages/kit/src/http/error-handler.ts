import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorBody } from '../errors/app-error.ts';

/**
 * Maps every failure to `{ resultCode, resultInfo }` with the catalogue's status.
 * Validation errors name the offending field; 5xx text stays generic and is logged with the request id.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? 'invalid value';
      return reply.status(400).send(errorBody('badRequest', field ? `${field}: ${message}` : message));
    }
    if (error.statusCode === 429) {
      const resultInfo = (error as { resultInfo?: unknown }).resultInfo;
      return reply
        .status(429)
        .send(errorBody('tooManyRequests', typeof resultInfo === 'string' ? resultInfo : undefined));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorBody('badRequest', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internalError'));
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody('interfaceNotFound')));
}
