import { ComingSoonPage } from '../../components/ui/coming-soon-page';

export default function AccountPage() {
  return <ComingSoonPage title="Company Details" description="Your company, contact details, merchant accounts, users and saved cards." />;
}
