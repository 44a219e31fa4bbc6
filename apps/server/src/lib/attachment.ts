import type { FastifyReply } from 'fastify';

/** A file the browser saves under `fileName` rather than shows. */
export const sendAttachment = (reply: FastifyReply, type: string, fileName: string, body: unknown) =>
  reply.type(type).header('content-disposition', `attachment; filename="${fileName}"`).send(body);
