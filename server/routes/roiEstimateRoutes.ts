import { endpoints } from '../../contract/endpoints.ts';
import { ROI_LINK_MESSAGE, roiEstimateSentMessage } from '../../contract/roiEstimate.ts';
import type { Services } from '../deps.ts';
import { calledOrigin } from '../http/clientAddress.ts';
import { CLIENT_LIMITS, limitPerClient } from '../http/clientLimits.ts';
import type { Route } from '../http/endpointRoutes.ts';
import { ApiError } from '../http/errors.ts';
import { estimateMessage } from '../mail/estimateMessage.ts';

/**
 * The ROI calculator's "Email me this estimate": the estimate goes to the address given, through the
 * mailer that sends the codes. Its link must be on this site (the origin the client called, or one
 * of CORS_ORIGINS), so the message never carries a link elsewhere under the site's name.
 */
export function roiEstimateRoutes(route: Route, services: Services): void {
  const { config, clock, logger } = services;
  const mailer = services.mailer ?? services.outbox;
  route(endpoints.emailRoiEstimate, limitPerClient(services, CLIENT_LIMITS.roiEstimate), async (c, input) => {
    const body = await input.body();
    const linkOrigin = new URL(body.link).origin;
    const siteOrigins = [calledOrigin(c, config.trustProxy), ...config.corsOrigins];
    if (!siteOrigins.includes(linkOrigin)) {
      throw new ApiError(400, ROI_LINK_MESSAGE, { errors: { link: ROI_LINK_MESSAGE } });
    }
    try {
      await mailer.send(estimateMessage(body), clock.now());
    } catch (error) {
      logger.error(`[mail] the ROI estimate for ${body.email} was not sent: ${String(error)}`);
      throw new ApiError(502, 'The estimate could not be sent; try again in a few minutes');
    }
    return c.json({ message: roiEstimateSentMessage(body.email) }, 200);
  });
}
