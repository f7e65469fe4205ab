import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { type IntegrationFilter, isFiltered } from './integrationFilter';

export interface CategoryCount {
  name: string;
  count: number;
}

/**
 * Says what the grid shows, for the live region: how many of all, in which category, matching what.
 * The list holds integrations not built yet too (`notBuilt`), so the count it gives unfiltered is the
 * one every other page states (those a customer can connect) and the others apart.
 */
export function resultSentence(
  filter: IntegrationFilter,
  shown: number,
  total: number,
  notBuilt = 0,
): string {
  const where = [
    filter.category && `in ${filter.category}`,
    filter.query.trim() && `matching “${filter.query.trim()}”`,
  ]
    .filter(Boolean)
    .join(', ');
  if (!isFiltered(filter))
    return notBuilt > 0
      ? `${total - notBuilt} integrations, and ${notBuilt} not built yet`
      : `${total} integrations`;
  if (shown === 0) return `No integration ${where}.`;
  return `${shown} of the ${total} listed ${where}`;
}

/**
 * The integrations filter: a search field and one toggle button per category (aria-pressed), with
 * the number shown announced. The filter itself is the URL's (`filter`, `onChange`); the field keeps
 * what is typed until the URL has it, so typing never waits for a navigation.
 */
export function IntegrationFilterBar({
  categories,
  filter,
  shown,
  total,
  notBuilt,
  onChange,
}: {
  categories: readonly CategoryCount[];
  filter: IntegrationFilter;
  shown: number;
  total: number;
  /** How many of `total` are not built yet (planned or requested). */
  notBuilt: number;
  onChange: (change: Partial<IntegrationFilter>) => void;
}) {
  const searchId = useId();
  // What the visitor typed (null: nothing yet, so the field shows the URL's search).
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? filter.query;
  const search = (query: string) => {
    setTyped(query);
    onChange({ query });
  };
  const choose = (category: string | null) => onChange({ query: text, category });
  return (
    <Box sx={{ mb: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'stretch', md: 'flex-end' },
          gap: { xs: 2.5, md: 4 },
          mb: 2.5,
        }}
      >
        <Box
          component="form"
          role="search"
          aria-label="Integrations"
          onSubmit={(event) => event.preventDefault()}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: { md: '0 0 320px' } }}
        >
          <Typography component="label" htmlFor={searchId} sx={{ fontWeight: 600 }}>
            Search integrations
          </Typography>
          <Box
            component="input"
            id={searchId}
            type="search"
            name="q"
            value={text}
            placeholder="Shopify, payroll, invoices…"
            autoComplete="off"
            onChange={(event) => search(event.currentTarget.value)}
            sx={{
              font: 'inherit',
              fontSize: '1rem',
              px: 2,
              py: 1.25,
              border: 1,
              borderColor: 'grey.400',
              borderRadius: 2,
              bgcolor: 'background.paper',
              color: 'text.primary',
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
            }}
          />
        </Box>
        <Box role="group" aria-label="Category" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {[{ name: null, count: total }, ...categories].map((category) => {
            const pressed = filter.category === category.name;
            return (
              <Button
                key={category.name ?? 'all'}
                type="button"
                size="small"
                variant="outlined"
                aria-pressed={pressed}
                onClick={() => choose(category.name)}
                // A pressed filter is tinted, not filled: the page's one filled button stays its primary.
                sx={{
                  borderRadius: 999,
                  px: 1.75,
                  ...(pressed && {
                    bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
                    borderColor: 'primary.main',
                  }),
                }}
              >
                {`${category.name ?? 'All'} (${category.count})`}
              </Button>
            );
          })}
        </Box>
      </Box>
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
      >
        <Typography color="text.secondary">{resultSentence(filter, shown, total, notBuilt)}</Typography>
        {isFiltered(filter) && (
          <Button
            type="button"
            size="small"
            onClick={() => {
              setTyped('');
              onChange({ category: null, query: '' });
            }}
          >
            Clear the filters
          </Button>
        )}
      </Box>
    </Box>
  );
}
