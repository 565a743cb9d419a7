import { declare, routes } from '../../http/contract.ts';
import type { Deps } from '../../platform/deps.ts';
import { pdfAnswer } from './agreements.routes.ts';
import { registrationPacket } from './registration-packet.ts';

/**
 * The registration packet of an apprentice (issue 27 item 7), beside the agreement routes and read
 * by the same people as the apprentice agreement's PDF.
 */
export function registrationPacketRoutes(deps: Deps) {
  const app = routes();
  declare(
    app,
    {
      method: 'get',
      path: '/apprenticeAgreements/:id/registrationPacket',
      summary:
        "An apprentice's registration packet: the signed apprentice agreement, the employer agreement, the wage schedule and the audit trail in one PDF, sealed with a data hash (the apprentice agreement's readers)",
      tags: ['agreements'],
      auth: 'optional',
      response: { contentType: 'application/pdf', description: 'The registration packet as a PDF' },
    },
    async (c, { params }) => {
      const { bytes, fileName } = await registrationPacket(deps, c.var.ctx, params.id);
      return pdfAnswer(c, { bytes, title: fileName });
    },
  );
  return app;
}
