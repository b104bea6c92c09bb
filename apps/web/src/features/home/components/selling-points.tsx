import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ManageSearch from '@mui/icons-material/ManageSearch';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import SyncAlt from '@mui/icons-material/SyncAlt';
import CreditCard from '@mui/icons-material/CreditCard';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';

/** spec 1 §1 home page selling points. */
const sellingPoints = [
  { icon: <ManageSearch />, title: 'Instant parts identifier', text: 'Identify the right spare by appliance, GC number or part code in seconds.' },
  { icon: <Inventory2Outlined />, title: '1.6 million products', text: 'Search 1.6 million heating and plumbing products in one place.' },
  { icon: <SyncAlt />, title: 'Live stock in real time', text: 'Compare live stock across merchants in real time before you travel.' },
  { icon: <CreditCard />, title: 'Credit account and card', text: 'Order on your merchant credit account or pay by card.' },
  { icon: <LocalShippingOutlined />, title: 'Same-day collection and delivery', text: 'Collect or have it delivered the same day from over 1000 locations.' },
  { icon: <MenuBookOutlined />, title: 'Images, manuals and compatibility', text: 'Check images, manuals and appliance compatibility before you buy.' },
];

export function SellingPoints() {
  return (
    <Box component="section" aria-labelledby="selling-points-heading">
      <Typography id="selling-points-heading" variant="h2" sx={{ mb: 3 }}>
        Why the trade uses SparesFinder
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {sellingPoints.map((point) => (
          <Box component="li" key={point.title} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box aria-hidden="true" sx={{ color: 'primary.main', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, width: 44, height: 44, display: 'grid', placeItems: 'center', flexShrink: 0 }}>
              {point.icon}
            </Box>
            <div>
              <Typography variant="h3" sx={{ fontSize: '1.0625rem', mb: 0.5 }}>
                {point.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {point.text}
              </Typography>
            </div>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
