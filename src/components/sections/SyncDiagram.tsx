import Box from '@mui/material/Box';
import { outlined } from '@/components/surfaces';
import type { PartnerMarkData } from '@/content/partnerMarks';
import { PartnerMark } from './PartnerMark';

export interface Sync {
  data: string;
  direction: 'to-aden' | 'from-aden' | 'both';
  when: string;
}

const ADEN: PartnerMarkData = { name: 'Aden', src: '/favicon.svg' };

const directionWords = { 'to-aden': 'into Aden', 'from-aden': 'out of Aden', both: 'both ways' } as const;

/** An arrow between the two marks: right (into Aden), left (out of Aden), or both. */
function Arrow({ direction }: { direction: Sync['direction'] }) {
  const right = direction !== 'from-aden';
  const left = direction !== 'to-aden';
  return (
    <svg width="56" height="12" viewBox="0 0 56 12" aria-hidden="true" style={{ flexShrink: 0 }}>
      <path d="M4 6h48" stroke="currentColor" strokeWidth="2" />
      {right && <path d="M46 1l6 5-6 5" fill="none" stroke="currentColor" strokeWidth="2" />}
      {left && <path d="M10 1 4 6l6 5" fill="none" stroke="currentColor" strokeWidth="2" />}
    </svg>
  );
}

/**
 * What flows between a partner and Aden: the two marks, and under them one line per kind of record
 * with its direction and when it moves. Text and drawing in the page's own type, so it reads at any
 * width.
 */
export function SyncDiagram({ partner, syncs }: { partner: PartnerMarkData; syncs: readonly Sync[] }) {
  return (
    <Box
      component="figure"
      aria-label={`What syncs between ${partner.name} and Aden`}
      sx={{ ...outlined, m: 0, p: { xs: 2.5, sm: 3 }, bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2.5 }}>
        <PartnerMark mark={partner} size={48} />
        <Box sx={{ flex: 1, borderTop: 2, borderColor: 'divider', borderTopStyle: 'dashed' }} />
        <PartnerMark mark={ADEN} size={48} />
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {syncs.slice(0, 4).map((sync) => (
          <Box
            component="li"
            key={sync.data}
            sx={{
              display: 'grid',
              gridTemplateColumns: '1fr auto',
              alignItems: 'center',
              columnGap: 2,
              p: 1.5,
              borderRadius: 2,
              bgcolor: 'grey.50',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Box component="span" sx={{ display: 'block', fontWeight: 600, fontSize: '0.875rem' }}>
                {sync.data}
              </Box>
              <Box component="span" sx={{ display: 'block', fontSize: '0.875rem', color: 'text.secondary' }}>
                {`${directionWords[sync.direction]} · ${sync.when}`}
              </Box>
            </Box>
            <Box sx={{ color: 'primary.main', display: 'flex' }}>
              <Arrow direction={sync.direction} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
