import Box from '@mui/material/Box';
import type { PartnerMarkData } from '@/content/partnerMarks';

/**
 * An integration partner's mark on a white tile: its own icon where the simple-icons set has one,
 * else its name as a wordmark, every wordmark in one style (the site's typeface, bold, ink). The tile
 * is `size` pixels high; a wordmark's tile is as wide as the name.
 */
export function PartnerMark({ mark, size = 48 }: { mark: PartnerMarkData; size?: 40 | 48 | 72 }) {
  return (
    <Box
      data-partner-mark={mark.src ? 'icon' : 'wordmark'}
      sx={{
        height: size,
        minWidth: size,
        flexShrink: 0,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: mark.src ? 0 : size >= 72 ? 2.5 : 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: size >= 72 ? 4 : 3,
        bgcolor: 'background.paper',
      }}
    >
      {mark.src ? (
        <img
          src={mark.src}
          alt={`${mark.name} logo`}
          width={Math.round(size * 0.55)}
          height={Math.round(size * 0.55)}
          loading="lazy"
          style={{ display: 'block' }}
        />
      ) : (
        <Box
          component="span"
          role="img"
          aria-label={`${mark.name} wordmark`}
          sx={{
            fontWeight: 700,
            fontSize: size >= 72 ? '1.25rem' : '0.875rem',
            letterSpacing: '-0.01em',
            color: 'text.primary',
            whiteSpace: 'nowrap',
          }}
        >
          {mark.name}
        </Box>
      )}
    </Box>
  );
}
