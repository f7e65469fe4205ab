import type { Employee } from '@contract/publicContent';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHero } from '@/components/sections/PageHero';

const AVATAR_SIZE = { xs: 96, md: 128 };

/** Up to two initials of the employee's name, e.g. "MP" for Maya Patel. */
export function initials(employee: Pick<Employee, 'firstname' | 'lastname'>): string {
  return [employee.firstname, employee.lastname].map((part) => part.trim().charAt(0).toUpperCase()).join('');
}

/** While the card loads: the page's h1 and placeholders of the card's shape. */
export function EmployeeSkeleton() {
  return (
    <PageHero
      title="Meet the team"
      busy
      media={<Skeleton variant="circular" sx={{ width: AVATAR_SIZE, height: AVATAR_SIZE, flexShrink: 0 }} />}
    >
      <Box>
        <Skeleton variant="text" sx={{ fontSize: '1.5rem', width: '40%' }} />
        <Skeleton variant="text" sx={{ width: '100%' }} />
        <Skeleton variant="text" sx={{ width: '80%' }} />
        <Stack direction="row" spacing={2} sx={{ mt: 4 }}>
          <Skeleton variant="rounded" width={200} height={44} />
          <Skeleton variant="rounded" width={140} height={44} />
        </Stack>
      </Box>
    </PageHero>
  );
}

export interface EmployeeProfileProps {
  employee: Employee;
  onBookDemo: () => void;
  onStartFree: () => void;
}

/** An employee's public card: name, title, bio, avatar (initials when none) and the calls to action. */
export function EmployeeProfile({ employee, onBookDemo, onStartFree }: EmployeeProfileProps) {
  const name = `${employee.firstname} ${employee.lastname}`.trim();
  return (
    <PageHero
      title={name}
      media={
        <Avatar
          src={employee.avatar ?? undefined}
          alt={employee.avatar ? name : undefined}
          sx={{
            width: AVATAR_SIZE,
            height: AVATAR_SIZE,
            flexShrink: 0,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: { xs: '2rem', md: '3rem' },
            fontWeight: 700,
          }}
        >
          {employee.avatar ? null : <span aria-hidden="true">{initials(employee)}</span>}
        </Avatar>
      }
    >
      {employee.title ? (
        <Typography variant="h6" component="p" color="primary" sx={{ fontWeight: 600, mb: 2 }}>
          {employee.title}
        </Typography>
      ) : null}
      {employee.bio ? (
        <Typography variant="body1" color="text.secondary" sx={{ fontSize: '1.125rem', maxWidth: 640 }}>
          {employee.bio}
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
        <Button variant="contained" size="large" onClick={onBookDemo}>
          Book a demo with {employee.firstname}
        </Button>
        <Button variant="outlined" size="large" onClick={onStartFree}>
          Start for free
        </Button>
      </Stack>
    </PageHero>
  );
}
