import multipart from '@fastify/multipart';
import type { TMultipartRequest, TUploadedFile } from '@matchwire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The file of a multipart endpoint's request (request.multipart of its definition), when one was sent. */
    upload?: TUploadedFile | undefined;
  }
}

/** Text parts are short (tokens, keys); a request has a few. */
const fieldLimits = { fields: 20, fieldSize: 4096, fieldNameSize: 100, parts: 21 };

/** Lets `context` read multipart bodies of at most one file of `definition.maxFileBytes`. */
export async function acceptMultipart(context: FastifyInstance, definition: TMultipartRequest): Promise<void> {
  await context.register(multipart, { limits: { ...fieldLimits, files: 1, fileSize: definition.maxFileBytes } });
}

/**
 * Reads a multipart request before validation: its text parts become `request.body`, parsed by the
 * definition's `fields` (refused like any body: 10002 naming the field), its file `request.upload`.
 * A file over the limit answers 10002 with the definition's `fileTooLarge` text.
 */
export function readMultipart(definition: TMultipartRequest) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) throw new AppError('badRequest', 'The request must be multipart/form-data');
    const fields: Record<string, string> = {};
    let upload: TUploadedFile | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (typeof part.value !== 'string' || part.fieldname in fields)
            throw new AppError('badRequest', `${part.fieldname}: one text value expected`);
          fields[part.fieldname] = part.value;
        } else if (part.fieldname !== 'file' || upload) {
          throw new AppError('badRequest', `${part.fieldname}: one file, in the part named file, expected`);
        } else {
          const bytes = await part.toBuffer();
          upload = { fileName: part.filename, mimeType: part.mimetype, bytes: new Uint8Array(bytes) };
        }
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('badRequest', definition.fileTooLarge);
      // Anything else here is the body itself: over the part limits, cut short, or not readable.
      throw new AppError('badRequest', `The multipart body cannot be read: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const parsed = definition.fields.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError('badRequest', issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid value');
    }
    request.body = parsed.data;
    request.upload = upload;
  };
}
