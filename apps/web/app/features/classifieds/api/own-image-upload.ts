// The upload is shared with the reviews' photos; the ad form and the editor import it from here.
export { uploadOwnImage } from '../../../lib/image-upload'
