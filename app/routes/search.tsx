import { data } from "react-router";

// Placeholder until the feature lands: answers 404 so nothing pretends to work.
export function loader() {
  throw data(null, { status: 404 });
}

export default function Placeholder() {
  return null;
}
