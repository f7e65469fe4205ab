import Box from '@mui/material/Box';
import type { PartnerMarkData } from '@/content/partnerMarks';

/**
 * An integration partner's mark on a white tile `size` pixels square: its own icon, or the glyph of
 * what its product is for. Always beside the partner's written name, so the picture says nothing
 * more to a screen reader (an empty alt) and the name is read once.
 */
export function PartnerMark({ mark, size = 48 }: { mark: PartnerMarkData; size?: 40 | 48 | 72 }) {
  return (
    <Box
      data-partner-mark={mark.kind}
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: size >= 72 ? 4 : 3,
        bgcolor: 'background.paper',
      }}
    >
      <img
        src={mark.src}
        alt=""
        width={Math.round(size * 0.55)}
        height={Math.round(size * 0.55)}
        loading="lazy"
        style={{ display: 'block' }}
      />
    </Box>
  );
}
