import { useCallback, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { PartCard } from '@sparesfinder/contracts/spares';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeading } from '../../components/ui/page-heading';
import { useBasketForUser } from '../../features/basket/basket-cache';
import { PartAvailabilityDialog } from '../../features/part-availability/components/part-availability-dialog';
import { SparesFinder } from '../../features/spares/components/spares-finder';
import { useUserDetails } from '../../features/session/api/get-user-details';
import { useCatalogueSettings } from '../use-catalogue-settings';
import { useShellPermissions } from '../use-shell-permissions';
import ProductsPage from './products.page';

/**
 * /Spares. A SPARES classification url (spec 1 §2: its 'Shop-2' url with 'Spares', e.g.
 * /Spares/Boiler-Spares/Diverter-Valves?classification=57) lists that category's parts with their filters, as
 * /products does (issue #11 item 5). Otherwise the spares finder (spec 3 §2.2), whose 'Item Obsolete' opens the part
 * availability request with the basket's chosen branch.
 */
export default function SparesPage() {
  const [params] = useSearchParams();
  const permissions = useShellPermissions();
  const user = useUserDetails();
  // spec 1 §1, §6: user group 4 has no Spares search, nor its categories; a typed or old /Spares url goes to its search.
  if (user.data && !permissions.showSpares) return <Navigate to={permissions.searchUrl} replace />;
  if (params.has('classification')) return <ProductsPage />;
  return <SparesFinderPage />;
}

function SparesFinderPage() {
  const { isAccountCompleted } = useCatalogueSettings();
  const selectedBranchId = useBasketForUser().data?.selectedBranchId ?? null;
  const [obsolete, setObsolete] = useState<PartCard | null>(null);
  const onObsolete = useCallback((part: PartCard) => setObsolete(part), []);
  return (
    <PageContainer sx={{ py: { xs: 2, md: 3 } }}>
      <PageHeading documentTitle="Spares Finder">Spares Finder</PageHeading>
      <SparesFinder isAccountCompleted={isAccountCompleted} onObsolete={onObsolete} />
      {obsolete && (
        <PartAvailabilityDialog
          reason="obsolete"
          onClose={() => setObsolete(null)}
          request={{
            manufacturerPartNumber: obsolete.mpn,
            description: obsolete.description,
            imageUrl: obsolete.img_url,
            selectedBranchId: selectedBranchId ?? undefined,
            iBasisManId: obsolete.manid ?? undefined,
            iBasisAppliance: obsolete.app ?? undefined,
            iBasisApplianceId: obsolete.appid ?? undefined,
            iBasisGCN: obsolete.pgcn ?? undefined,
            iBasisApplianceGC: obsolete.appgc ?? undefined,
            manufacturer: obsolete.man,
          }}
        />
      )}
    </PageContainer>
  );
}
