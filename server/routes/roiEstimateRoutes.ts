import { endpoints } from '../../contract/endpoints.ts';
import { roiEstimateLink, roiEstimateSentMessage } from '../../contract/roiEstimate.ts';
import { CLIENT_LIMITS, limitPerClient } from '../http/clientLimits.ts';
import { ApiError } from '../http/errors.ts';
import { estimateMessage } from '../mail/estimateMessage.ts';
import { sendWithinLimits } from '../mail/mailLimits.ts';
import type { Services } from './deps.ts';
import type { Route } from './endpointRoutes.ts';

/**
 * The ROI calculator's "Email me this estimate": the estimate goes to the address given, through the
 * mailer that sends the codes. The server writes all of it from the validated inputs: the figures with
 * the calculator's formula, the link from SITE_URL (decision 0100), never from the request's headers.
 */
export function roiEstimateRoutes(route: Route, services: Services): void {
  const { config, clock, logger } = services;
  const mailer = services.mailer ?? services.outbox;
  route(endpoints.emailRoiEstimate, limitPerClient(services, CLIENT_LIMITS.roiEstimate), async (c, input) => {
    const { email, inputs } = await input.body();
    const message = estimateMessage({ email, inputs, link: roiEstimateLink(config.siteUrl, inputs) });
    await sendWithinLimits(services, 'estimate', email, async () => {
      try {
        await mailer.send(message, clock.now());
      } catch (error) {
        logger.error(`[mail] the ROI estimate for ${email} was not sent: ${String(error)}`);
        throw new ApiError(502, 'The estimate could not be sent; try again in a few minutes');
      }
    });
    return c.json({ message: roiEstimateSentMessage(email) }, 200);
  });
}
