import { useParams, useSearchParams } from 'react-router';
import { PlaceholderPage } from './placeholder-page';

/** /profile is the member's own profile; /profile/:id and /profile?id= show someone else's. */
export function ProfilePlaceholderPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const otherId = id ?? searchParams.get('id');
  return <PlaceholderPage titleKey={otherId ? 'userProfile' : 'profile'} />;
}
