import Box from '@mui/material/Box';
import { numberDisc } from '@/components/surfaces';
import type { StepSystem } from '@/content/schema';
import { Section, type SectionTone } from './Section';

export interface FlowStep {
  title: string;
  /** the lane: the module (or, between two products, the product) that runs the step, by name */
  module: string;
}

/** Steps between a partner's product and Aden, each in the lane of the product it happens in. */
export const stepsBetween = (
  partner: string,
  steps: readonly { title: string; system: StepSystem }[],
): FlowStep[] =>
  steps.map((step) => ({ title: step.title, module: step.system === 'aden' ? 'Aden' : partner }));

/**
 * A process as a flow diagram: one lane per module, the steps in order from left to right, each in
 * the lane of the module that runs it, joined by arrows. On phones the steps run top to bottom, each
 * with its module, on one line. Plain HTML in the page's type: it reads at any width.
 */
export function ProcessFlow({
  id,
  heading,
  steps,
  tone,
}: {
  id: string;
  heading: string;
  steps: readonly FlowStep[];
  tone?: SectionTone;
}) {
  const lanes = [...new Set(steps.map((step) => step.module))];
  return (
    <Section id={id} heading={heading} tone={tone}>
      {/* Wide screens: lanes by module, steps by column. */}
      <Box
        role="img"
        data-diagram={id}
        aria-label={steps.map((step, index) => `${index + 1}. ${step.title} (${step.module})`).join(', ')}
        sx={{
          display: { xs: 'none', md: 'grid' },
          gridTemplateColumns: `10rem repeat(${steps.length}, minmax(0, 1fr))`,
          columnGap: 3,
          rowGap: 1.5,
          alignItems: 'center',
        }}
      >
        {lanes.map((lane, row) => (
          <Box key={lane} sx={{ display: 'contents' }}>
            <Box
              sx={{
                gridColumn: 1,
                gridRow: row + 1,
                fontSize: '0.875rem',
                color: 'text.secondary',
                fontWeight: 600,
                alignSelf: 'stretch',
                display: 'flex',
                alignItems: 'center',
                pr: 1,
                borderRight: 2,
                borderColor: 'divider',
              }}
            >
              {lane}
            </Box>
            <Box
              aria-hidden
              sx={{
                gridColumn: `2 / span ${steps.length}`,
                gridRow: row + 1,
                alignSelf: 'stretch',
                bgcolor: row % 2 === 0 ? (tone === 'muted' ? 'background.paper' : 'grey.50') : 'transparent',
                borderRadius: 2,
                minHeight: 56,
              }}
            />
          </Box>
        ))}
        {steps.map((step, index) => (
          <Box
            key={step.title}
            sx={{
              gridColumn: index + 2,
              gridRow: lanes.indexOf(step.module) + 1,
              position: 'relative',
              zIndex: 1,
              // The arrow to the next step, across the column gap.
              ...(index < steps.length - 1 && {
                '&::after': {
                  content: '"→"',
                  position: 'absolute',
                  right: -20,
                  top: '50%',
                  transform: 'translateY(-50%)',
                  color: 'primary.main',
                  fontWeight: 700,
                },
              }),
            }}
          >
            <StepNode step={step} index={index} />
          </Box>
        ))}
      </Box>
      {/* Phones: the steps top to bottom, each with its module. */}
      <Box
        component="ol"
        data-diagram={id}
        sx={{ display: { xs: 'grid', md: 'none' }, listStyle: 'none', m: 0, p: 0, gap: 1.5 }}
      >
        {steps.map((step, index) => (
          <Box component="li" key={step.title} sx={{ display: 'grid', gap: 0.5 }}>
            <StepNode step={step} index={index} />
            <Box component="span" sx={{ fontSize: '0.875rem', color: 'text.secondary', pl: 1.5 }}>
              {step.module}
            </Box>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

/** One step: its number in a disc, then its title. */
function StepNode({ step, index }: { step: FlowStep; index: number }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 1,
        borderRadius: 2,
        border: 1,
        borderColor: 'primary.light',
        bgcolor: 'background.paper',
        fontSize: '0.875rem',
        fontWeight: 600,
        lineHeight: 1.3,
        minWidth: 0,
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{ ...numberDisc, flexShrink: 0, width: 24, height: 24, fontSize: '0.75rem' }}
      >
        {index + 1}
      </Box>
      {step.title}
    </Box>
  );
}
