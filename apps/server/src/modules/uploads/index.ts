export { uploadsRoutes as default } from './uploads.routes.ts'
export { pictureUploadRoute, uploadRateLimit } from './picture-upload.route.ts'
export {
  attachablePictures,
  picturesByPath,
  storedPicturesAt,
  storeUpload,
  type StoredPicture,
  toUploadedImage,
} from './uploads.service.ts'
