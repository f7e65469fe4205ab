import AccountTreeIcon from '@mui/icons-material/AccountTree';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type MachineEntry, machines } from '../../machines/index';
import { Sandbox } from './Sandbox';

/**
 * The flow lab: every statechart of the site drawn from its definition and driven one step at a
 * time, each side effect answered by the person at the keyboard.
 */
export function FlowLab() {
  const [selected, setSelected] = useState<MachineEntry>(machines[0] as MachineEntry);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '260px minmax(0, 1fr)', height: '100vh' }}>
      <Box
        component="nav"
        aria-label="Machines"
        sx={{ borderRight: 1, borderColor: 'divider', overflowY: 'auto', bgcolor: 'grey.50' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 2 }}>
          <AccountTreeIcon color="primary" />
          <Typography component="p" sx={{ fontWeight: 800, fontSize: 18 }}>
            Aden flow lab
          </Typography>
        </Box>
        <List dense subheader={<ListSubheader sx={{ bgcolor: 'transparent' }}>Machines</ListSubheader>}>
          {machines.map((entry) => (
            <ListItemButton
              key={entry.id}
              selected={entry.id === selected.id}
              onClick={() => setSelected(entry)}
              aria-current={entry.id === selected.id ? 'true' : undefined}
              sx={{ alignItems: 'flex-start' }}
            >
              <ListItemText
                primary={entry.id}
                secondary={entry.description}
                slotProps={{
                  primary: { sx: { fontFamily: 'monospace', fontWeight: 600 } },
                  secondary: {
                    sx: {
                      fontSize: 12,
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    },
                  },
                }}
              />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Box component="main" sx={{ minWidth: 0, minHeight: 0, height: '100vh' }}>
        <Sandbox key={selected.id} entry={selected} />
      </Box>
    </Box>
  );
}
