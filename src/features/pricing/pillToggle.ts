import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/**
 * The `sx` of a toggle group drawn as a pill: the options on a grey track, the chosen one raised on
 * paper; `option` adds each option's own spacing and type.
 */
export const pillToggle = (option: SystemStyleObject<Theme>): SystemStyleObject<Theme> => ({
  bgcolor: 'grey.100',
  borderRadius: 999,
  p: 0.5,
  gap: 0.5,
  '& .MuiToggleButton-root': {
    border: 0,
    borderRadius: '999px !important',
    fontWeight: 600,
    color: 'text.secondary',
    ...option,
    '&.Mui-selected, &.Mui-selected:hover': {
      bgcolor: 'background.paper',
      color: 'text.primary',
      boxShadow: '0 1px 3px rgba(20, 20, 43, 0.15)',
    },
  },
});
