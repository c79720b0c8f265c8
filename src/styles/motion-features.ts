// framer-motion's animation features, loaded on demand by LazyMotion so they never weigh on a
// page's first-load JavaScript (only the small `m` components ship up front).
import { domAnimation } from "framer-motion"

export default domAnimation
