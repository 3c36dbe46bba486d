import { useParams } from 'react-router-dom';
import { SiteNotFound } from '../../components/status';
import { idParam, isPageWord } from '../../paths';
import { RecordDetail } from './record-detail';

/** `w/d/{page}/{mid}/{rid}`: ids numeric and the page a word, else 404. */
export default function DetailRoute() {
  const params = useParams();
  const mid = idParam(params.mid);
  const rid = idParam(params.rid);
  if (!isPageWord(params.page) || !mid || !rid) return <SiteNotFound />;
  return <RecordDetail mid={mid} recordId={rid} />;
}
