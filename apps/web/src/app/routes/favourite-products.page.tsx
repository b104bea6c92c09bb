import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export default function FavouriteProductsPage() {
  return <ComingSoonPage title="Favourites" description="The products you have starred." />;
}
