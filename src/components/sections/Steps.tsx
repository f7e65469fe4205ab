import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { visuallyHidden } from '@/components/visuallyHidden';
import { CardGrid } from './CardGrid';
import { Section, type SectionTone } from './Section';

export interface Step {
  title: string;
  body: string;
  /** a small label under the title, e.g. the module a step runs in */
  note?: ReactNode;
}

/** A numbered sequence: how it works, a process, setup steps. */
export function Steps({
  id,
  heading,
  intro,
  eyebrow,
  steps,
  tone = 'muted',
}: {
  id: string;
  heading: string;
  intro?: ReactNode;
  eyebrow?: string;
  steps: readonly Step[];
  tone?: SectionTone;
}) {
  return (
    <Section id={id} heading={heading} intro={intro} eyebrow={eyebrow} tone={tone}>
      <CardGrid ordered count={steps.length} columns={{ sm: 2, lg: 4 }} gap={{ xs: 3, md: 4 }}>
        {steps.map((step, index) => (
          <Box component="li" key={step.title} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline' }}>
              <Box
                aria-hidden
                sx={{
                  flexShrink: 0,
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                }}
              >
                {index + 1}
              </Box>
              {step.body ? (
                <Typography variant="h3" sx={{ fontSize: '1.25rem' }}>
                  <Box component="span" sx={visuallyHidden}>{`Step ${index + 1}: `}</Box>
                  {step.title}
                </Typography>
              ) : (
                // A step told in one sentence (setup steps): plain text, not a heading.
                <Typography sx={{ fontSize: '1.125rem', fontWeight: 600 }}>{step.title}</Typography>
              )}
            </Box>
            {step.note && (
              <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 600 }}>
                {step.note}
              </Typography>
            )}
            {step.body && <Typography color="text.secondary">{step.body}</Typography>}
          </Box>
        ))}
      </CardGrid>
    </Section>
  );
}
