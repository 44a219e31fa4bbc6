import fp from 'fastify-plugin';

/**
 * While the server closes, replies to requests still in flight carry `Connection: close`,
 * so keep-alive sockets end with them and close() does not wait for idle time-outs.
 */
export const gracefulClosePlugin = fp(async (app) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
});
