import Box from '@mui/material/Box';
import type { PartnerMarkData } from '@/content/partnerMarks';
import type { PagePicture } from '@/content/screenModel';
import { PartnerMark } from './PartnerMark';
import { ProductPicture } from './ProductPicture';

const ADEN: PartnerMarkData = { name: 'Aden', src: '/favicon.svg', kind: 'icon' };

/**
 * An integration-process page's hero: the partner's mark and Aden's, joined, over the picture of the
 * connection as Aden's settings show it (what syncs, which way and when; drawn at build time from the
 * integration's syncs, src/content/syncFragments.ts).
 */
export function SyncDiagram({ partner, picture }: { partner: PartnerMarkData; picture: PagePicture }) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        aria-hidden="true"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          mb: 2,
          px: { xs: 1, sm: 2 },
          color: 'primary.main',
        }}
      >
        <PartnerMark mark={partner} size={48} />
        <Box sx={{ flex: 1, borderTop: 2, borderColor: 'primary.main' }} />
        <PartnerMark mark={ADEN} size={48} />
      </Box>
      <ProductPicture picture={picture} />
    </Box>
  );
}
