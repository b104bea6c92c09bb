import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { EmailAddress } from '../../../components/ui/email-address';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { messages } from '@sparesfinder/contracts/messages';
import { isApiError } from '../../../lib/api-error';
import { useOrgUsers, useSetUserActive } from '../api/account-users';
import { InviteUserDialog } from './invite-user-dialog';

/** On a phone the position moves under the name (spec 1 §6 shows it), so the e-mail is not squeezed letter by letter. */
const positionColumn = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * On a phone each user is a small block: the name cell (name, e-mail, position) across the full width, status and
 * action on the line under it; the header row goes (its columns no longer line up). The cells stay one table.
 */
const phoneRows = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'none' },
    '& tbody tr': { display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'center', py: 1, borderBottom: `1px solid ${theme.palette.divider}` },
    '& tbody td': { borderBottom: 0 },
    '& tbody td:first-of-type': { gridColumn: '1 / -1', overflowWrap: 'anywhere' },
  },
});

/** spec 1 §2 section 5 Users: position (roleName) and status; enable or disable; invite (spec 1 §4, §6). */
export function UsersSection({ currentUserId }: { currentUserId: number }) {
  const users = useOrgUsers();
  const setActive = useSetUserActive();
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const toggle = async (id: number, isActive: boolean) => {
    try {
      setNotice({ severity: 'success', text: (await setActive.mutateAsync({ id, isActive })).message });
    } catch (error) {
      setNotice({ severity: 'error', text: isApiError(error) ? error.message : messages.common.somethingWentWrong });
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="users-heading" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography id="users-heading" variant="h2">
          Users
        </Typography>
        <Button variant="contained" onClick={() => setInviting(true)}>
          Invite user
        </Button>
      </Box>
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {users.isError && <Alert severity="error">{messages.common.somethingWentWrong}</Alert>}
      {users.data && (
        <TableContainer sx={{ position: 'relative' }}>
          <Table size="small" aria-labelledby="users-heading" sx={phoneRows}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell sx={positionColumn}>Position</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.data.map((user) => {
                const name = `${user.firstName} ${user.surname}`;
                return (
                  <TableRow key={user.id}>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        <EmailAddress address={user.userName} />
                      </Typography>
                      <Typography variant="body2" sx={{ display: { sm: 'none' } }}>
                        {user.roleName}
                      </Typography>
                    </TableCell>
                    <TableCell sx={positionColumn}>{user.roleName}</TableCell>
                    <TableCell>
                      <Chip size="small" label={user.isActive ? 'Active' : 'Disabled'} color={user.isActive ? 'success' : 'default'} variant={user.isActive ? 'filled' : 'outlined'} />
                    </TableCell>
                    <TableCell>
                      {user.id === currentUserId ? (
                        <Typography variant="body2" color="text.secondary">
                          You
                        </Typography>
                      ) : (
                        <Button size="small" color={user.isActive ? 'error' : 'primary'} disabled={setActive.isPending} onClick={() => void toggle(user.id, !user.isActive)} aria-label={`${user.isActive ? 'Disable' : 'Enable'} ${name}`}>
                          {user.isActive ? 'Disable' : 'Enable'}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {inviting && (
        <InviteUserDialog
          onClose={() => setInviting(false)}
          onInvited={(text) => {
            setInviting(false);
            setNotice({ severity: 'success', text });
          }}
        />
      )}
    </Paper>
  );
}
