import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { gridColumns } from '@/components/sections/balancedColumns';
import { CardGrid } from '@/components/sections/CardGrid';
import { CtaBand } from '@/components/sections/CtaBand';
import { Faq } from '@/components/sections/Faq';
import { FeatureRows } from '@/components/sections/FeatureRows';
import { integrationLinkCard, LinkCards } from '@/components/sections/LinkCards';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { StatsBand } from '@/components/sections/StatsBand';
import { Steps } from '@/components/sections/Steps';
import { QuoteFigure } from '@/components/sections/Testimonial';
import { cardSurface, panelSurface } from '@/components/surfaces';
import { summarize } from '@/lib/seo/seo';
import type { ModulePayload } from './modulePageData';

type Module = ModulePayload['module'];

type Copy = ModulePayload['copy'];

/** The capabilities a phone shows before the rest's disclosure: the page stays within 12 screens. */
const PHONE_CAPABILITIES = 2;

/** One module's page: the problem, what it does, how it connects, its FAQ and a call to action. */
export default function ModulePage({ path, data }: PageProps<ModulePayload>) {
  const { copy, trail, module, modules, processes, integrations, proof, picture } = data;
  const nameOf = (slug: string) => modules.find((item) => item.slug === slug);
  return (
    <>
      <PageMeta
        title={module.name}
        description={summarize(module.intro)}
        path={path}
        breadcrumbs={[...trail, { name: module.name, path }]}
      />
      <PageHero
        eyebrow={module.name}
        title={module.headline}
        lead={module.intro}
        ctas={copy.heroCtas}
        picture={picture}
      />
      <Problem module={module} copy={copy} />
      {module.steps && module.steps.length > 0 && (
        <Steps id="how-it-works" heading={copy.stepsHeading} steps={module.steps} tone="plain" />
      )}
      <FeatureRows
        id="capabilities"
        phoneShown={PHONE_CAPABILITIES}
        eyebrow={copy.capabilitiesEyebrow}
        heading={copy.capabilitiesHeading}
        items={module.capabilities}
      />
      {module.courses && module.courses.length > 0 && (
        <Courses copy={copy} courses={module.courses} nameOf={(slug) => nameOf(slug)?.name ?? slug} />
      )}
      {module.certifications && module.certifications.length > 0 && (
        <Certifications copy={copy} certifications={module.certifications} />
      )}
      {module.figures && <StatsBand id="figures" heading={copy.figuresHeading} figures={module.figures} />}
      {proof[0] && <Proof copy={copy} stories={proof} />}
      <LinkCards
        id="connections"
        heading={copy.connectionsHeading}
        phoneBrief
        intro={copy.connectionsIntro}
        tone="muted"
        items={module.connections.map((link) => ({
          title: nameOf(link.module)?.name ?? link.module,
          href: nameOf(link.module)?.path ?? `/${link.module}`,
          body: link.text,
          more: copy.connectionLinkLabel.replace('{name}', nameOf(link.module)?.name ?? link.module),
        }))}
      />
      {processes.length > 0 && (
        <LinkCards
          id="processes"
          heading={copy.processesHeading}
          phoneBrief
          columns={3}
          items={processes.slice(0, 6).map((item) => ({
            title: item.title,
            href: item.path,
            body: item.summary,
            more: copy.processLinkLabel,
          }))}
        />
      )}
      {integrations.length > 0 && (
        <LinkCards
          id="integrations"
          heading={copy.integrationsHeading}
          phoneBrief
          tone="muted"
          columns={4}
          items={integrations.slice(0, 8).map((item) => integrationLinkCard(item, copy.integrationLinkLabel))}
        />
      )}
      <Faq heading={copy.faqHeading} items={module.faq} />
      <CtaBand cta={module.cta} />
    </>
  );
}

function Problem({ module, copy }: { module: Module; copy: Copy }) {
  return (
    <Section id="problem" heading={module.problem.heading}>
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Box>
          {module.problem.paragraphs.map((paragraph) => (
            <Typography key={paragraph} color="text.secondary" sx={{ fontSize: '1.125rem', mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
        <Box sx={{ ...panelSurface, p: 3 }}>
          <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
            {copy.painPointsHeading}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 1 } }}>
            {module.problem.painPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </Box>
        </Box>
      </Box>
    </Section>
  );
}

/** A small rounded label (a course's code, its level). */
const tagSx = {
  fontSize: '0.875rem',
  px: 1,
  py: 0.25,
  borderRadius: 999,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'grey.100',
} as const;

function Courses({
  copy,
  courses,
  nameOf,
}: {
  copy: Copy;
  courses: NonNullable<Module['courses']>;
  nameOf: (slug: string) => string;
}) {
  return (
    <Section id="courses" heading={copy.coursesHeading} intro={copy.coursesIntro} tone="muted">
      <CardGrid count={courses.length} columns={{ sm: 2, lg: 3 }}>
        {courses.map((course) => (
          <Box
            component="li"
            key={course.code}
            sx={{
              ...cardSurface,
              p: 3,
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
            }}
          >
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Box component="span" sx={tagSx}>
                {course.code}
              </Box>
              <Box component="span" sx={{ ...tagSx, bgcolor: 'transparent' }}>
                {course.level}
              </Box>
            </Box>
            <Typography variant="h3" sx={{ fontSize: '1.125rem' }}>
              {course.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`${nameOf(course.module)} · ${course.hours} h · ${course.format}`}
            </Typography>
            <Typography color="text.secondary">{course.summary}</Typography>
          </Box>
        ))}
      </CardGrid>
    </Section>
  );
}

function Certifications({
  copy,
  certifications,
}: {
  copy: Copy;
  certifications: NonNullable<Module['certifications']>;
}) {
  return (
    <Section id="certification" heading={copy.certificationsHeading}>
      <CardGrid ordered count={certifications.length} columns={{ md: 3 }}>
        {certifications.map((level) => (
          <Box component="li" key={level.level} sx={{ ...cardSurface, p: 3 }}>
            <Typography variant="overline" component="p" sx={{ color: 'primary.main', fontWeight: 700 }}>
              {level.level}
            </Typography>
            <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {level.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {level.audience}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, mb: 2, '& li': { mb: 0.5 } }}>
              {level.requirements.map((requirement) => (
                <li key={requirement}>{requirement}</li>
              ))}
            </Box>
            <Typography variant="body2">
              <strong>{copy.examLabel}</strong> {level.exam}
            </Typography>
            <Typography variant="body2">
              <strong>{copy.validityLabel}</strong> {level.validity}
            </Typography>
          </Box>
        ))}
      </CardGrid>
    </Section>
  );
}

/** The customers who run the module: one in their own words, each story with a result. */
function Proof({ copy, stories }: { copy: Copy; stories: ModulePayload['proof'] }) {
  const [first] = stories;
  if (!first) return null;
  return (
    // The quote over the stories' results in a row (docs/decisions/0183): beside their list, the
    // quote's column stood empty under it.
    <Section id="proof" heading={copy.proofHeading} maxWidth="md" centered>
      <QuoteFigure quote={first.quote} />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          mt: { xs: 3, md: 4 },
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: gridColumns(stories.length, { sm: 2, md: 3 }),
        }}
      >
        {stories.map((story) => (
          <Box component="li" key={story.slug} sx={{ ...cardSurface, p: 2.5 }}>
            {story.headline && (
              <Typography
                sx={{ fontWeight: 700, fontSize: '1.5rem', color: 'primary.main', lineHeight: 1.2 }}
              >
                {story.headline.value}
                <Box
                  component="span"
                  sx={{ fontWeight: 400, fontSize: '1rem', color: 'text.secondary', ml: 1 }}
                >
                  {story.headline.label}
                </Box>
              </Typography>
            )}
            <Link href={story.path} sx={{ fontWeight: 600 }}>
              {copy.storyLinkLabel.replace('{company}', story.company.name)}
            </Link>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
