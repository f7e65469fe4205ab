import { calculateRoi, type RoiInputs, type RoiResult } from '../../contract/roiFormula.ts';
import { ROI_PLANS } from '../../contract/roiPlans.ts';
import { escapeHtml } from '../http/html.ts';
import { type MailMessage, SITE_NAME } from './verificationMessage.ts';

/** What the estimate e-mail is written from: validated inputs, and the link the server built from them. */
export interface Estimate {
  email: string;
  inputs: RoiInputs;
  link: string;
}

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
const dollars = (value: number) => `${value < 0 ? '−' : ''}$${number(Math.abs(value))}`;

/** The estimate's lines: [label, value], in the calculator's order. */
function figureLines(inputs: RoiInputs, figures: RoiResult): [string, string][] {
  const horizon = `${inputs.horizonMonths} months`;
  const payback =
    figures.paybackMonth === null
      ? 'never, at these inputs'
      : `month ${figures.paybackMonth}${figures.paybackMonth > inputs.horizonMonths ? `, after the ${horizon}` : ''}`;
  return [
    ['Hours saved per month', number(figures.hoursSavedPerMonth)],
    ['Time and tools saved per year', dollars(figures.costSavedPerYear)],
    ['One-time costs (implementation, migration, training)', dollars(figures.oneTimeCost)],
    ['Plan cost per month', dollars(figures.planCostPerMonth)],
    [
      `${figures.netSaving < 0 ? 'Net loss' : 'Net saving'} over ${horizon}`,
      dollars(Math.abs(figures.netSaving)),
    ],
    ['Payback, one-time costs included', payback],
    ['Return on investment', `${number(figures.roiPercent)}%`],
  ];
}

function inputLines(inputs: RoiInputs): [string, string][] {
  return [
    ['People whose time Aden saves', number(inputs.people)],
    ['Manual work per person', `${number(inputs.manualHoursPerWeek, 1)} hours a week`],
    ['Loaded hourly cost', `${dollars(inputs.hourlyCost)} an hour`],
    ['Share Aden automates', `${number(inputs.automationPercent)}%`],
    ['Plan', ROI_PLANS.find((plan) => plan.id === inputs.plan)?.name ?? inputs.plan],
    ['Office users (paid seats)', number(inputs.officeUsers)],
    ['Field users (free seats)', number(inputs.fieldUsers)],
    ['Tools Aden replaces', `${dollars(inputs.replacedToolsPerMonth)} a month`],
    ['Time horizon', `${inputs.horizonMonths} months`],
  ];
}

/**
 * The e-mail that carries an ROI estimate: its figures (the calculator's formula on the inputs), the
 * inputs behind them, and the link back.
 */
export function estimateMessage(estimate: Estimate): MailMessage {
  const figures = figureLines(estimate.inputs, calculateRoi(estimate.inputs));
  const inputs = inputLines(estimate.inputs);
  const subject = `Your ${SITE_NAME} ROI estimate`;
  const text = [
    `Here is the estimate you made with the ${SITE_NAME} ROI calculator.`,
    '',
    'Your estimate',
    ...figures.map(([label, value]) => `- ${label}: ${value}`),
    '',
    'Your figures',
    ...inputs.map(([label, value]) => `- ${label}: ${value}`),
    '',
    `Open it again, change it or share it: ${estimate.link}`,
    '',
    'Want to walk through it with your own processes? Book a call from the calculator, at the link above.',
    '',
    `You get this e-mail because the address was entered in the ${SITE_NAME} ROI calculator. We send nothing else unless you ask.`,
  ].join('\n');
  const rows = (lines: [string, string][]) =>
    lines
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 16px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
      )
      .join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family:system-ui,sans-serif;color:#1a1a2e">
<p>Here is the estimate you made with the ${escapeHtml(SITE_NAME)} ROI calculator.</p>
<h2 style="font-size:18px">Your estimate</h2>
<table>${rows(figures)}</table>
<h2 style="font-size:18px">Your figures</h2>
<table>${rows(inputs)}</table>
<p><a href="${escapeHtml(estimate.link)}">Open it again, change it or share it</a></p>
<p>Want to walk through it with your own processes? Book a call from the calculator, at the link above.</p>
<p style="color:#555">You get this e-mail because the address was entered in the ${escapeHtml(SITE_NAME)} ROI calculator. We send nothing else unless you ask.</p>
</body></html>
`;
  return { to: estimate.email, subject, text, html };
}
