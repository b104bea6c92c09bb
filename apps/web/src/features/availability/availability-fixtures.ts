import type { BranchAvailability } from '@sparesfinder/contracts/availability';

/** Four branches as the server answered them for Acme's basket at LS11 5AB (demo world): partial stock with express,
 * whole stock, the by-box merchant, and a branch showing a merchant equivalent. */
export const sampleBranches: BranchAvailability[] = [
 {
  "branch": {
   "id": 1,
   "name": "Heatline Leeds South",
   "supplierID": 1,
   "supplier": {
    "name": "Heatline Merchants",
    "imageUrl": "/images/suppliers/1.svg",
    "deliveryChargeText": "Free delivery on orders over \u00a3100 ex VAT, otherwise \u00a39.95",
    "showBranchDistance": true,
    "showBranchDetailsLink": true,
    "isCreditAccount": false,
    "isTradeClub": false,
    "onlineDelivery": false,
    "showPreferredCollectionBranch": true,
    "samePostcodeVerification": false,
    "termsOfSaleLink": "https://www.heatline-merchants.test/terms-of-sale"
   },
   "distanceMiles": 0.1,
   "latitude": 53.78,
   "longitude": -1.552,
   "isExpressOpen": true,
   "branchSameDayDeliveryTypes": [
    {
     "id": 1,
     "name": "GOPHR",
     "description": "Gophr same-day courier: collected from the branch and delivered",
     "imageUrl": "/images/delivery/gophr.svg"
    },
    {
     "id": 2,
     "name": "STUART",
     "description": "Stuart same-day courier: collected from the branch and delivered to site",
     "imageUrl": "/images/delivery/stuart.svg"
    }
   ],
   "openingTimes": [
    {
     "weekday": 0,
     "opening": null,
     "closing": null
    },
    {
     "weekday": 1,
     "opening": {
      "hours": 7,
      "minutes": 30,
      "seconds": 0
     },
     "closing": {
      "hours": 17,
      "minutes": 0,
      "seconds": 0
     }
    },
    {
     "weekday": 2,
     "opening": {
      "hours": 7,
      "minutes": 30,
      "seconds": 0
     },
     "closing": {
      "hours": 17,
      "minutes": 0,
      "seconds": 0
     }
    },
    {
     "weekday": 3,
     "opening": {
      "hours": 7,
      "minutes": 30,
      "seconds": 0
     },
     "closing": {
      "hours": 17,
      "minutes": 0,
      "seconds": 0
     }
    },
    {
     "weekday": 4,
     "opening": {
      "hours": 7,
      "minutes": 30,
      "seconds": 0
     },
     "closing": {
      "hours": 17,
      "minutes": 0,
      "seconds": 0
     }
    },
    {
     "weekday": 5,
     "opening": {
      "hours": 7,
      "minutes": 30,
      "seconds": 0
     },
     "closing": {
      "hours": 17,
      "minutes": 0,
      "seconds": 0
     }
    },
    {
     "weekday": 6,
     "opening": {
      "hours": 8,
      "minutes": 0,
      "seconds": 0
     },
     "closing": {
      "hours": 12,
      "minutes": 0,
      "seconds": 0
     }
    }
   ],
   "address1": "Unit 11, Leeds Station Yard",
   "address2": "Kings Road",
   "address3": null,
   "address4": "West Yorkshire",
   "postcode": "LS11 5DX",
   "telephone": "0113 496 0001",
   "email": "hl0001@heatline-merchants.test"
  },
  "status": "available",
  "sameDayAvailability": [
   {
    "manufacturerCode": "CAL-87161",
    "manufacturerNumber": 1,
    "originalManufacturerCode": "CAL-87161",
    "productName": "Diverter valve assembly",
    "description": "Diverter valve assembly",
    "imageUrl": "/images/products/diverter-valve/Caldera/CAL-87161.svg",
    "qty": 2,
    "availableQty": 2,
    "available": true,
    "inStock": true,
    "price": 43.65,
    "displayedPrice": 48.5,
    "properties": {
     "fulfilmentOptionId": 0
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "1-CAL-87161",
    "show": true
   },
   {
    "manufacturerCode": "GEN-15MM-ISO",
    "manufacturerNumber": null,
    "originalManufacturerCode": "GEN-15MM-ISO",
    "productName": "15mm isolating valve",
    "description": "15mm isolating valve",
    "imageUrl": "/images/products/isolating-valve/Tradeline/chrome/GEN-15MM-ISO.svg",
    "qty": 3,
    "availableQty": 2,
    "available": false,
    "inStock": true,
    "price": 2.19,
    "displayedPrice": 2.45,
    "properties": {
     "fulfilmentOptionId": 0
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "1-GEN-15MM-ISO",
    "show": true
   }
  ],
  "nextDayAvailability": [
   {
    "manufacturerCode": "CAL-87161",
    "manufacturerNumber": 1,
    "originalManufacturerCode": "CAL-87161",
    "productName": "Diverter valve assembly",
    "description": "Diverter valve assembly",
    "imageUrl": "/images/products/diverter-valve/Caldera/CAL-87161.svg",
    "qty": 2,
    "availableQty": 2,
    "available": true,
    "inStock": true,
    "price": 43.65,
    "displayedPrice": 48.5,
    "properties": {
     "fulfilmentOptionId": 1
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "1-CAL-87161",
    "show": true
   },
   {
    "manufacturerCode": "GEN-15MM-ISO",
    "manufacturerNumber": null,
    "originalManufacturerCode": "GEN-15MM-ISO",
    "productName": "15mm isolating valve",
    "description": "15mm isolating valve",
    "imageUrl": "/images/products/isolating-valve/Tradeline/chrome/GEN-15MM-ISO.svg",
    "qty": 3,
    "availableQty": 2,
    "available": false,
    "inStock": true,
    "price": 2.19,
    "displayedPrice": 2.45,
    "properties": {
     "fulfilmentOptionId": 1
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "1-GEN-15MM-ISO",
    "show": true
   }
  ],
  "nextDayDelivery": [
   {
    "manufacturerCode": "CAL-87161",
    "manufacturerNumber": 1,
    "originalManufacturerCode": "CAL-87161",
    "productName": "Diverter valve assembly",
    "description": "Diverter valve assembly",
    "imageUrl": "/images/products/diverter-valve/Caldera/CAL-87161.svg",
    "qty": 2,
    "availableQty": 2,
    "available": true,
    "inStock": true,
    "price": 43.65,
    "displayedPrice": 48.5,
    "properties": {
     "fulfilmentOptionId": 2
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "1-CAL-87161",
    "show": true
   },
   {
    "manufacturerCode": "GEN-15MM-ISO",
    "manufacturerNumber": null,
    "originalManufacturerCode": "GEN-15MM-ISO",
    "productName": "15mm isolating valve",
    "description": "15mm isolating valve",
    "imageUrl": "/images/products/isolating-valve/Tradeline/chrome/GEN-15MM-ISO.svg",
    "qty": 3,
    "availableQty": 2,
    "available": false,
    "inStock": true,
    "price": 2.19,
    "displayedPrice": 2.45,
    "properties": {
     "fulfilmentOptionId": 2
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "1-GEN-15MM-ISO",
    "show": true
   }
  ],
  "futureDateAvailability": [
   {
    "manufacturerCode": "CAL-87161",
    "manufacturerNumber": 1,
    "originalManufacturerCode": "CAL-87161",
    "productName": "Diverter valve assembly",
    "description": "Diverter valve assembly",
    "imageUrl": "/images/products/diverter-valve/Caldera/CAL-87161.svg",
    "qty": 2,
    "availableQty": 2,
    "available": true,
    "inStock": true,
    "price": 43.65,
    "displayedPrice": 48.5,
    "properties": {
     "fulfilmentOptionId": 3
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "1-CAL-87161",
    "show": true
   },
   {
    "manufacturerCode": "GEN-15MM-ISO",
    "manufacturerNumber": null,
    "originalManufacturerCode": "GEN-15MM-ISO",
    "productName": "15mm isolating valve",
    "description": "15mm isolating valve",
    "imageUrl": "/images/products/isolating-valve/Tradeline/chrome/GEN-15MM-ISO.svg",
    "qty": 3,
    "availableQty": 3,
    "available": true,
    "inStock": true,
    "price": 2.19,
    "displayedPrice": 2.45,
    "properties": {
     "fulfilmentOptionId": 3
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "1-GEN-15MM-ISO",
    "show": true
   }
  ],
  "sameDayDateTime": "2026-11-24T07:48:00.000Z",
  "nextDayDateTime": "2026-11-25T09:30:00.000Z",
  "nextDayDeliveryDateTime": "2026-11-25T17:00:00.000Z",
  "futureDateDateTime": "2026-11-26T09:30:00.000Z",
  "quantities": {
   "sameDay": {
    "availableQty": 4,
    "requestedQty": 5,
    "hasAlternative": false
   },
   "nextDay": {
    "availableQty": 4,
    "requestedQty": 5,
    "hasAlternative": false
   },
   "nextDayDelivery": {
    "availableQty": 4,
    "requestedQty": 5,
    "hasAlternative": false
   },
   "futureDate": {
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false
   }
  },
  "mostAvailable": 5,
  "fulfilmentOptions": [
   {
    "id": 0,
    "dateTime": "2026-11-24T07:48:00.000Z",
    "dateText": "Tue 24th Nov",
    "availableQty": 4,
    "requestedQty": 5,
    "hasAlternative": false,
    "total": 91.68
   },
   {
    "id": 4,
    "dateTime": "2026-11-24T07:48:00.000Z",
    "dateText": "Tue 24th Nov",
    "availableQty": 4,
    "requestedQty": 5,
    "hasAlternative": false,
    "total": 91.68
   },
   {
    "id": 1,
    "dateTime": "2026-11-25T09:30:00.000Z",
    "dateText": "Wed 25th Nov",
    "availableQty": 4,
    "requestedQty": 5,
    "hasAlternative": false,
    "total": 91.68
   },
   {
    "id": 2,
    "dateTime": "2026-11-25T17:00:00.000Z",
    "dateText": "Wed 25th Nov",
    "availableQty": 4,
    "requestedQty": 5,
    "hasAlternative": false,
    "total": 91.68
   },
   {
    "id": 3,
    "dateTime": "2026-11-26T09:30:00.000Z",
    "dateText": "Thu 26th Nov",
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false,
    "total": 93.87
   }
  ],
  "defaultFulfilmentOptionId": 0
 },
 {
  "branch": {
   "id": 2,
   "name": "Pipeworks Leeds Hunslet",
   "supplierID": 2,
   "supplier": {
    "name": "Pipeworks Direct",
    "imageUrl": "/images/suppliers/2.svg",
    "deliveryChargeText": "Next-day delivery \u00a37.50",
    "showBranchDistance": true,
    "showBranchDetailsLink": true,
    "isCreditAccount": false,
    "isTradeClub": false,
    "onlineDelivery": false,
    "showPreferredCollectionBranch": false,
    "samePostcodeVerification": true,
    "termsOfSaleLink": "https://www.pipeworks-direct.test/terms-of-sale"
   },
   "distanceMiles": 1.1,
   "latitude": 53.77,
   "longitude": -1.53,
   "isExpressOpen": false,
   "branchSameDayDeliveryTypes": [],
   "openingTimes": [
    {
     "weekday": 0,
     "opening": null,
     "closing": null
    },
    {
     "weekday": 1,
     "opening": {
      "hours": 7,
      "minutes": 30,
      "seconds": 0
     },
     "closing": {
      "hours": 17,
      "minutes": 0,
      "seconds": 0
     }
    },
    {
     "weekday": 2,
     "opening": {
      "hours": 7,
      "minutes": 30,
      "seconds": 0
     },
     "closing": {
      "hours": 17,
      "minutes": 0,
      "seconds": 0
     }
    },
    {
     "weekday": 3,
     "opening": {
      "hours": 7,
      "minutes": 30,
      "seconds": 0
     },
     "closing": {
      "hours": 17,
      "minutes": 0,
      "seconds": 0
     }
    },
    {
     "weekday": 4,
     "opening": {
      "hours": 7,
      "minutes": 30,
      "seconds": 0
     },
     "closing": {
      "hours": 17,
      "minutes": 0,
      "seconds": 0
     }
    },
    {
     "weekday": 5,
     "opening": {
      "hours": 7,
      "minutes": 30,
      "seconds": 0
     },
     "closing": {
      "hours": 17,
      "minutes": 0,
      "seconds": 0
     }
    },
    {
     "weekday": 6,
     "opening": {
      "hours": 8,
      "minutes": 0,
      "seconds": 0
     },
     "closing": {
      "hours": 12,
      "minutes": 0,
      "seconds": 0
     }
    }
   ],
   "address1": "Unit 10, Leeds Trade Park",
   "address2": "Newhall Road",
   "address3": null,
   "address4": "West Yorkshire",
   "postcode": "LS10 5UQ",
   "telephone": "0113 496 0002",
   "email": "pw0002@pipeworks-direct.test"
  },
  "status": "available",
  "sameDayAvailability": [
   {
    "manufacturerCode": "CAL-87161",
    "manufacturerNumber": 1,
    "originalManufacturerCode": "CAL-87161",
    "productName": "Diverter valve assembly",
    "description": "Diverter valve assembly",
    "imageUrl": "/images/products/diverter-valve/Caldera/CAL-87161.svg",
    "qty": 2,
    "availableQty": 2,
    "available": true,
    "inStock": true,
    "price": 43.65,
    "displayedPrice": 48.5,
    "properties": {
     "fulfilmentOptionId": 0
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "2-CAL-87161",
    "show": true
   },
   {
    "manufacturerCode": "GEN-15MM-ISO",
    "manufacturerNumber": null,
    "originalManufacturerCode": "GEN-15MM-ISO",
    "productName": "15mm isolating valve",
    "description": "15mm isolating valve",
    "imageUrl": "/images/products/isolating-valve/Tradeline/chrome/GEN-15MM-ISO.svg",
    "qty": 3,
    "availableQty": 3,
    "available": true,
    "inStock": true,
    "price": 2.19,
    "displayedPrice": 2.45,
    "properties": {
     "fulfilmentOptionId": 0
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "2-GEN-15MM-ISO",
    "show": true
   }
  ],
  "nextDayAvailability": [
   {
    "manufacturerCode": "CAL-87161",
    "manufacturerNumber": 1,
    "originalManufacturerCode": "CAL-87161",
    "productName": "Diverter valve assembly",
    "description": "Diverter valve assembly",
    "imageUrl": "/images/products/diverter-valve/Caldera/CAL-87161.svg",
    "qty": 2,
    "availableQty": 2,
    "available": true,
    "inStock": true,
    "price": 43.65,
    "displayedPrice": 48.5,
    "properties": {
     "fulfilmentOptionId": 1
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "2-CAL-87161",
    "show": true
   },
   {
    "manufacturerCode": "GEN-15MM-ISO",
    "manufacturerNumber": null,
    "originalManufacturerCode": "GEN-15MM-ISO",
    "productName": "15mm isolating valve",
    "description": "15mm isolating valve",
    "imageUrl": "/images/products/isolating-valve/Tradeline/chrome/GEN-15MM-ISO.svg",
    "qty": 3,
    "availableQty": 3,
    "available": true,
    "inStock": true,
    "price": 2.19,
    "displayedPrice": 2.45,
    "properties": {
     "fulfilmentOptionId": 1
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "2-GEN-15MM-ISO",
    "show": true
   }
  ],
  "nextDayDelivery": [
   {
    "manufacturerCode": "CAL-87161",
    "manufacturerNumber": 1,
    "originalManufacturerCode": "CAL-87161",
    "productName": "Diverter valve assembly",
    "description": "Diverter valve assembly",
    "imageUrl": "/images/products/diverter-valve/Caldera/CAL-87161.svg",
    "qty": 2,
    "availableQty": 2,
    "available": true,
    "inStock": true,
    "price": 43.65,
    "displayedPrice": 48.5,
    "properties": {
     "fulfilmentOptionId": 2
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "2-CAL-87161",
    "show": true
   },
   {
    "manufacturerCode": "GEN-15MM-ISO",
    "manufacturerNumber": null,
    "originalManufacturerCode": "GEN-15MM-ISO",
    "productName": "15mm isolating valve",
    "description": "15mm isolating valve",
    "imageUrl": "/images/products/isolating-valve/Tradeline/chrome/GEN-15MM-ISO.svg",
    "qty": 3,
    "availableQty": 3,
    "available": true,
    "inStock": true,
    "price": 2.19,
    "displayedPrice": 2.45,
    "properties": {
     "fulfilmentOptionId": 2
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "2-GEN-15MM-ISO",
    "show": true
   }
  ],
  "futureDateAvailability": [
   {
    "manufacturerCode": "CAL-87161",
    "manufacturerNumber": 1,
    "originalManufacturerCode": "CAL-87161",
    "productName": "Diverter valve assembly",
    "description": "Diverter valve assembly",
    "imageUrl": "/images/products/diverter-valve/Caldera/CAL-87161.svg",
    "qty": 2,
    "availableQty": 2,
    "available": true,
    "inStock": true,
    "price": 43.65,
    "displayedPrice": 48.5,
    "properties": {
     "fulfilmentOptionId": 3
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "2-CAL-87161",
    "show": true
   },
   {
    "manufacturerCode": "GEN-15MM-ISO",
    "manufacturerNumber": null,
    "originalManufacturerCode": "GEN-15MM-ISO",
    "productName": "15mm isolating valve",
    "description": "15mm isolating valve",
    "imageUrl": "/images/products/isolating-valve/Tradeline/chrome/GEN-15MM-ISO.svg",
    "qty": 3,
    "availableQty": 3,
    "available": true,
    "inStock": true,
    "price": 2.19,
    "displayedPrice": 2.45,
    "properties": {
     "fulfilmentOptionId": 3
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "2-GEN-15MM-ISO",
    "show": true
   }
  ],
  "sameDayDateTime": "2026-11-24T07:48:00.000Z",
  "nextDayDateTime": "2026-11-25T09:30:00.000Z",
  "nextDayDeliveryDateTime": "2026-11-25T17:00:00.000Z",
  "futureDateDateTime": "2026-11-25T09:30:00.000Z",
  "quantities": {
   "sameDay": {
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false
   },
   "nextDay": {
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false
   },
   "nextDayDelivery": {
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false
   },
   "futureDate": {
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false
   }
  },
  "mostAvailable": 5,
  "fulfilmentOptions": [
   {
    "id": 0,
    "dateTime": "2026-11-24T07:48:00.000Z",
    "dateText": "Tue 24th Nov",
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false,
    "total": 93.87
   },
   {
    "id": 1,
    "dateTime": "2026-11-25T09:30:00.000Z",
    "dateText": "Wed 25th Nov",
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false,
    "total": 93.87
   },
   {
    "id": 3,
    "dateTime": "2026-11-25T09:30:00.000Z",
    "dateText": "Wed 25th Nov",
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false,
    "total": 93.87
   },
   {
    "id": 2,
    "dateTime": "2026-11-25T17:00:00.000Z",
    "dateText": "Wed 25th Nov",
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false,
    "total": 93.87
   }
  ],
  "defaultFulfilmentOptionId": 0
 },
 {
  "branch": {
   "id": 3,
   "name": "TradeHub Leeds Kirkstall",
   "supplierID": 4,
   "supplier": {
    "name": "TradeHub Supplies",
    "imageUrl": "/images/suppliers/4.svg",
    "deliveryChargeText": "By-box delivery to your local locker, free before 8pm",
    "showBranchDistance": true,
    "showBranchDetailsLink": true,
    "isCreditAccount": true,
    "isTradeClub": true,
    "onlineDelivery": false,
    "showPreferredCollectionBranch": true,
    "samePostcodeVerification": false,
    "termsOfSaleLink": "https://www.tradehub-supplies.test/terms-of-sale"
   },
   "distanceMiles": 3.5,
   "latitude": 53.82,
   "longitude": -1.602,
   "isExpressOpen": true,
   "branchSameDayDeliveryTypes": [
    {
     "id": 1,
     "name": "GOPHR",
     "description": "Gophr same-day courier: collected from the branch and delivered",
     "imageUrl": "/images/delivery/gophr.svg"
    }
   ],
   "openingTimes": [
    {
     "weekday": 0,
     "opening": null,
     "closing": null
    },
    {
     "weekday": 1,
     "opening": {
      "hours": 7,
      "minutes": 30,
      "seconds": 0
     },
     "closing": {
      "hours": 16,
      "minutes": 30,
      "seconds": 0
     }
    },
    {
     "weekday": 2,
     "opening": {
      "hours": 7,
      "minutes": 30,
      "seconds": 0
     },
     "closing": {
      "hours": 16,
      "minutes": 30,
      "seconds": 0
     }
    },
    {
     "weekday": 3,
     "opening": {
      "hours": 7,
      "minutes": 30,
      "seconds": 0
     },
     "closing": {
      "hours": 16,
      "minutes": 30,
      "seconds": 0
     }
    },
    {
     "weekday": 4,
     "opening": {
      "hours": 7,
      "minutes": 30,
      "seconds": 0
     },
     "closing": {
      "hours": 16,
      "minutes": 30,
      "seconds": 0
     }
    },
    {
     "weekday": 5,
     "opening": {
      "hours": 7,
      "minutes": 30,
      "seconds": 0
     },
     "closing": {
      "hours": 16,
      "minutes": 30,
      "seconds": 0
     }
    },
    {
     "weekday": 6,
     "opening": {
      "hours": 8,
      "minutes": 0,
      "seconds": 0
     },
     "closing": {
      "hours": 12,
      "minutes": 0,
      "seconds": 0
     }
    }
   ],
   "address1": "Unit 8, Leeds Riverside Works",
   "address2": "Victoria Road",
   "address3": null,
   "address4": "West Yorkshire",
   "postcode": "LS5 3NY",
   "telephone": "0113 496 0003",
   "email": "th0003@tradehub-supplies.test"
  },
  "status": "available",
  "sameDayAvailability": [
   {
    "manufacturerCode": "CAL-87161",
    "manufacturerNumber": 1,
    "originalManufacturerCode": "CAL-87161",
    "productName": "Diverter valve assembly",
    "description": "Diverter valve assembly",
    "imageUrl": "/images/products/diverter-valve/Caldera/CAL-87161.svg",
    "qty": 2,
    "availableQty": 2,
    "available": true,
    "inStock": true,
    "price": 43.65,
    "displayedPrice": 48.5,
    "properties": {
     "fulfilmentOptionId": 0
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "4-CAL-87161",
    "show": true
   },
   {
    "manufacturerCode": "GEN-15MM-ISO",
    "manufacturerNumber": null,
    "originalManufacturerCode": "GEN-15MM-ISO",
    "productName": "15mm isolating valve",
    "description": "15mm isolating valve",
    "imageUrl": "/images/products/isolating-valve/Tradeline/chrome/GEN-15MM-ISO.svg",
    "qty": 3,
    "availableQty": 3,
    "available": true,
    "inStock": true,
    "price": 2.19,
    "displayedPrice": 2.45,
    "properties": {
     "fulfilmentOptionId": 0
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "4-GEN-15MM-ISO",
    "show": true
   }
  ],
  "nextDayAvailability": [
   {
    "manufacturerCode": "CAL-87161",
    "manufacturerNumber": 1,
    "originalManufacturerCode": "CAL-87161",
    "productName": "Diverter valve assembly",
    "description": "Diverter valve assembly",
    "imageUrl": "/images/products/diverter-valve/Caldera/CAL-87161.svg",
    "qty": 2,
    "availableQty": 2,
    "available": true,
    "inStock": true,
    "price": 43.65,
    "displayedPrice": 48.5,
    "properties": {
     "fulfilmentOptionId": 1
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "4-CAL-87161",
    "show": true
   },
   {
    "manufacturerCode": "GEN-15MM-ISO",
    "manufacturerNumber": null,
    "originalManufacturerCode": "GEN-15MM-ISO",
    "productName": "15mm isolating valve",
    "description": "15mm isolating valve",
    "imageUrl": "/images/products/isolating-valve/Tradeline/chrome/GEN-15MM-ISO.svg",
    "qty": 3,
    "availableQty": 3,
    "available": true,
    "inStock": true,
    "price": 2.19,
    "displayedPrice": 2.45,
    "properties": {
     "fulfilmentOptionId": 1
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "4-GEN-15MM-ISO",
    "show": true
   }
  ],
  "nextDayDelivery": [
   {
    "manufacturerCode": "CAL-87161",
    "manufacturerNumber": 1,
    "originalManufacturerCode": "CAL-87161",
    "productName": "Diverter valve assembly",
    "description": "Diverter valve assembly",
    "imageUrl": "/images/products/diverter-valve/Caldera/CAL-87161.svg",
    "qty": 2,
    "availableQty": 2,
    "available": true,
    "inStock": true,
    "price": 43.65,
    "displayedPrice": 48.5,
    "properties": {
     "fulfilmentOptionId": 2
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "4-CAL-87161",
    "show": true
   },
   {
    "manufacturerCode": "GEN-15MM-ISO",
    "manufacturerNumber": null,
    "originalManufacturerCode": "GEN-15MM-ISO",
    "productName": "15mm isolating valve",
    "description": "15mm isolating valve",
    "imageUrl": "/images/products/isolating-valve/Tradeline/chrome/GEN-15MM-ISO.svg",
    "qty": 3,
    "availableQty": 3,
    "available": true,
    "inStock": true,
    "price": 2.19,
    "displayedPrice": 2.45,
    "properties": {
     "fulfilmentOptionId": 2
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "4-GEN-15MM-ISO",
    "show": true
   }
  ],
  "futureDateAvailability": [
   {
    "manufacturerCode": "CAL-87161",
    "manufacturerNumber": 1,
    "originalManufacturerCode": "CAL-87161",
    "productName": "Diverter valve assembly",
    "description": "Diverter valve assembly",
    "imageUrl": "/images/products/diverter-valve/Caldera/CAL-87161.svg",
    "qty": 2,
    "availableQty": 2,
    "available": true,
    "inStock": true,
    "price": 43.65,
    "displayedPrice": 48.5,
    "properties": {
     "fulfilmentOptionId": 3
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "4-CAL-87161",
    "show": true
   },
   {
    "manufacturerCode": "GEN-15MM-ISO",
    "manufacturerNumber": null,
    "originalManufacturerCode": "GEN-15MM-ISO",
    "productName": "15mm isolating valve",
    "description": "15mm isolating valve",
    "imageUrl": "/images/products/isolating-valve/Tradeline/chrome/GEN-15MM-ISO.svg",
    "qty": 3,
    "availableQty": 3,
    "available": true,
    "inStock": true,
    "price": 2.19,
    "displayedPrice": 2.45,
    "properties": {
     "fulfilmentOptionId": 3
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "4-GEN-15MM-ISO",
    "show": true
   }
  ],
  "sameDayDateTime": "2026-11-24T08:03:00.000Z",
  "nextDayDateTime": "2026-11-25T09:30:00.000Z",
  "nextDayDeliveryDateTime": "2026-11-25T16:30:00.000Z",
  "futureDateDateTime": "2026-11-26T09:30:00.000Z",
  "quantities": {
   "sameDay": {
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false
   },
   "nextDay": {
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false
   },
   "nextDayDelivery": {
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false
   },
   "futureDate": {
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false
   }
  },
  "mostAvailable": 5,
  "fulfilmentOptions": [
   {
    "id": 0,
    "dateTime": "2026-11-24T08:03:00.000Z",
    "dateText": "Tue 24th Nov",
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false,
    "total": 93.87
   },
   {
    "id": 4,
    "dateTime": "2026-11-24T08:03:00.000Z",
    "dateText": "Tue 24th Nov",
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false,
    "total": 93.87
   },
   {
    "id": 1,
    "dateTime": "2026-11-25T09:30:00.000Z",
    "dateText": "Wed 25th Nov",
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false,
    "total": 93.87
   },
   {
    "id": 5,
    "dateTime": "2026-11-25T09:30:00.000Z",
    "dateText": "Wed 25th Nov",
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false,
    "total": 93.87
   },
   {
    "id": 2,
    "dateTime": "2026-11-25T16:30:00.000Z",
    "dateText": "Wed 25th Nov",
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false,
    "total": 93.87
   },
   {
    "id": 3,
    "dateTime": "2026-11-26T09:30:00.000Z",
    "dateText": "Thu 26th Nov",
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false,
    "total": 93.87
   }
  ],
  "defaultFulfilmentOptionId": 0
 },
 {
  "branch": {
   "id": 23,
   "name": "Heatline Leeds",
   "supplierID": 1,
   "supplier": {
    "name": "Heatline Merchants",
    "imageUrl": "/images/suppliers/1.svg",
    "deliveryChargeText": "Free delivery on orders over \u00a3100 ex VAT, otherwise \u00a39.95",
    "showBranchDistance": true,
    "showBranchDetailsLink": true,
    "isCreditAccount": false,
    "isTradeClub": false,
    "onlineDelivery": false,
    "showPreferredCollectionBranch": true,
    "samePostcodeVerification": false,
    "termsOfSaleLink": "https://www.heatline-merchants.test/terms-of-sale"
   },
   "distanceMiles": 3.7,
   "latitude": 53.827,
   "longitude": -1.505,
   "isExpressOpen": true,
   "branchSameDayDeliveryTypes": [
    {
     "id": 1,
     "name": "GOPHR",
     "description": "Gophr same-day courier: collected from the branch and delivered",
     "imageUrl": "/images/delivery/gophr.svg"
    },
    {
     "id": 2,
     "name": "STUART",
     "description": "Stuart same-day courier: collected from the branch and delivered to site",
     "imageUrl": "/images/delivery/stuart.svg"
    }
   ],
   "openingTimes": [
    {
     "weekday": 0,
     "opening": null,
     "closing": null
    },
    {
     "weekday": 1,
     "opening": {
      "hours": 7,
      "minutes": 0,
      "seconds": 0
     },
     "closing": {
      "hours": 17,
      "minutes": 0,
      "seconds": 0
     }
    },
    {
     "weekday": 2,
     "opening": {
      "hours": 7,
      "minutes": 0,
      "seconds": 0
     },
     "closing": {
      "hours": 17,
      "minutes": 0,
      "seconds": 0
     }
    },
    {
     "weekday": 3,
     "opening": {
      "hours": 7,
      "minutes": 0,
      "seconds": 0
     },
     "closing": {
      "hours": 17,
      "minutes": 0,
      "seconds": 0
     }
    },
    {
     "weekday": 4,
     "opening": {
      "hours": 7,
      "minutes": 0,
      "seconds": 0
     },
     "closing": {
      "hours": 17,
      "minutes": 0,
      "seconds": 0
     }
    },
    {
     "weekday": 5,
     "opening": {
      "hours": 7,
      "minutes": 0,
      "seconds": 0
     },
     "closing": {
      "hours": 17,
      "minutes": 0,
      "seconds": 0
     }
    },
    {
     "weekday": 6,
     "opening": {
      "hours": 8,
      "minutes": 0,
      "seconds": 0
     },
     "closing": {
      "hours": 12,
      "minutes": 0,
      "seconds": 0
     }
    }
   ],
   "address1": "Unit 9, Leeds Commercial Centre",
   "address2": "Park Road",
   "address3": null,
   "address4": "West Yorkshire",
   "postcode": "LS8 1AE",
   "telephone": "0113 496 0023",
   "email": "hl0023@heatline-merchants.test"
  },
  "status": "available",
  "sameDayAvailability": [
   {
    "manufacturerCode": "CAL-87161",
    "manufacturerNumber": 1,
    "originalManufacturerCode": "CAL-87161",
    "productName": "Diverter valve assembly",
    "description": "Diverter valve assembly",
    "imageUrl": "/images/products/diverter-valve/Caldera/CAL-87161.svg",
    "qty": 2,
    "availableQty": 0,
    "available": false,
    "inStock": false,
    "price": 43.65,
    "displayedPrice": 48.5,
    "properties": {
     "fulfilmentOptionId": 0
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "1-CAL-87161",
    "show": false
   },
   {
    "manufacturerCode": "HLM-CAL87161",
    "manufacturerNumber": 1,
    "originalManufacturerCode": "CAL-87161",
    "productName": "Diverter valve assembly (pattern)",
    "description": "Diverter valve assembly (pattern)",
    "imageUrl": "/images/products/diverter-valve/Heatline/HLM-CAL87161.svg",
    "qty": 2,
    "availableQty": 2,
    "available": true,
    "inStock": true,
    "price": 34.5,
    "displayedPrice": 37.95,
    "properties": {
     "fulfilmentOptionId": 0
    },
    "isGenuine": false,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": true,
    "alternativeItem": true,
    "itemSupplierCode": "1-HLM-CAL87161",
    "show": true
   },
   {
    "manufacturerCode": "GEN-15MM-ISO",
    "manufacturerNumber": null,
    "originalManufacturerCode": "GEN-15MM-ISO",
    "productName": "15mm isolating valve",
    "description": "15mm isolating valve",
    "imageUrl": "/images/products/isolating-valve/Tradeline/chrome/GEN-15MM-ISO.svg",
    "qty": 3,
    "availableQty": 3,
    "available": true,
    "inStock": true,
    "price": 2.19,
    "displayedPrice": 2.45,
    "properties": {
     "fulfilmentOptionId": 0
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "1-GEN-15MM-ISO",
    "show": true
   }
  ],
  "nextDayAvailability": [
   {
    "manufacturerCode": "CAL-87161",
    "manufacturerNumber": 1,
    "originalManufacturerCode": "CAL-87161",
    "productName": "Diverter valve assembly",
    "description": "Diverter valve assembly",
    "imageUrl": "/images/products/diverter-valve/Caldera/CAL-87161.svg",
    "qty": 2,
    "availableQty": 0,
    "available": false,
    "inStock": false,
    "price": 43.65,
    "displayedPrice": 48.5,
    "properties": {
     "fulfilmentOptionId": 1
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "1-CAL-87161",
    "show": false
   },
   {
    "manufacturerCode": "HLM-CAL87161",
    "manufacturerNumber": 1,
    "originalManufacturerCode": "CAL-87161",
    "productName": "Diverter valve assembly (pattern)",
    "description": "Diverter valve assembly (pattern)",
    "imageUrl": "/images/products/diverter-valve/Heatline/HLM-CAL87161.svg",
    "qty": 2,
    "availableQty": 2,
    "available": true,
    "inStock": true,
    "price": 34.5,
    "displayedPrice": 37.95,
    "properties": {
     "fulfilmentOptionId": 1
    },
    "isGenuine": false,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": true,
    "alternativeItem": true,
    "itemSupplierCode": "1-HLM-CAL87161",
    "show": true
   },
   {
    "manufacturerCode": "GEN-15MM-ISO",
    "manufacturerNumber": null,
    "originalManufacturerCode": "GEN-15MM-ISO",
    "productName": "15mm isolating valve",
    "description": "15mm isolating valve",
    "imageUrl": "/images/products/isolating-valve/Tradeline/chrome/GEN-15MM-ISO.svg",
    "qty": 3,
    "availableQty": 3,
    "available": true,
    "inStock": true,
    "price": 2.19,
    "displayedPrice": 2.45,
    "properties": {
     "fulfilmentOptionId": 1
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "1-GEN-15MM-ISO",
    "show": true
   }
  ],
  "nextDayDelivery": [
   {
    "manufacturerCode": "CAL-87161",
    "manufacturerNumber": 1,
    "originalManufacturerCode": "CAL-87161",
    "productName": "Diverter valve assembly",
    "description": "Diverter valve assembly",
    "imageUrl": "/images/products/diverter-valve/Caldera/CAL-87161.svg",
    "qty": 2,
    "availableQty": 0,
    "available": false,
    "inStock": false,
    "price": 43.65,
    "displayedPrice": 48.5,
    "properties": {
     "fulfilmentOptionId": 2
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "1-CAL-87161",
    "show": false
   },
   {
    "manufacturerCode": "HLM-CAL87161",
    "manufacturerNumber": 1,
    "originalManufacturerCode": "CAL-87161",
    "productName": "Diverter valve assembly (pattern)",
    "description": "Diverter valve assembly (pattern)",
    "imageUrl": "/images/products/diverter-valve/Heatline/HLM-CAL87161.svg",
    "qty": 2,
    "availableQty": 2,
    "available": true,
    "inStock": true,
    "price": 34.5,
    "displayedPrice": 37.95,
    "properties": {
     "fulfilmentOptionId": 2
    },
    "isGenuine": false,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": true,
    "alternativeItem": true,
    "itemSupplierCode": "1-HLM-CAL87161",
    "show": true
   },
   {
    "manufacturerCode": "GEN-15MM-ISO",
    "manufacturerNumber": null,
    "originalManufacturerCode": "GEN-15MM-ISO",
    "productName": "15mm isolating valve",
    "description": "15mm isolating valve",
    "imageUrl": "/images/products/isolating-valve/Tradeline/chrome/GEN-15MM-ISO.svg",
    "qty": 3,
    "availableQty": 3,
    "available": true,
    "inStock": true,
    "price": 2.19,
    "displayedPrice": 2.45,
    "properties": {
     "fulfilmentOptionId": 2
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "1-GEN-15MM-ISO",
    "show": true
   }
  ],
  "futureDateAvailability": [
   {
    "manufacturerCode": "CAL-87161",
    "manufacturerNumber": 1,
    "originalManufacturerCode": "CAL-87161",
    "productName": "Diverter valve assembly",
    "description": "Diverter valve assembly",
    "imageUrl": "/images/products/diverter-valve/Caldera/CAL-87161.svg",
    "qty": 2,
    "availableQty": 2,
    "available": true,
    "inStock": true,
    "price": 43.65,
    "displayedPrice": 48.5,
    "properties": {
     "fulfilmentOptionId": 3
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "1-CAL-87161",
    "show": true
   },
   {
    "manufacturerCode": "GEN-15MM-ISO",
    "manufacturerNumber": null,
    "originalManufacturerCode": "GEN-15MM-ISO",
    "productName": "15mm isolating valve",
    "description": "15mm isolating valve",
    "imageUrl": "/images/products/isolating-valve/Tradeline/chrome/GEN-15MM-ISO.svg",
    "qty": 3,
    "availableQty": 3,
    "available": true,
    "inStock": true,
    "price": 2.19,
    "displayedPrice": 2.45,
    "properties": {
     "fulfilmentOptionId": 3
    },
    "isGenuine": true,
    "isGenuineEquivalent": false,
    "isMerchantEquivalent": false,
    "alternativeItem": false,
    "itemSupplierCode": "1-GEN-15MM-ISO",
    "show": true
   }
  ],
  "sameDayDateTime": "2026-11-24T07:48:00.000Z",
  "nextDayDateTime": "2026-11-25T09:30:00.000Z",
  "nextDayDeliveryDateTime": "2026-11-25T17:00:00.000Z",
  "futureDateDateTime": "2026-11-26T09:30:00.000Z",
  "quantities": {
   "sameDay": {
    "availableQty": 3,
    "requestedQty": 5,
    "hasAlternative": true
   },
   "nextDay": {
    "availableQty": 3,
    "requestedQty": 5,
    "hasAlternative": true
   },
   "nextDayDelivery": {
    "availableQty": 3,
    "requestedQty": 5,
    "hasAlternative": true
   },
   "futureDate": {
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false
   }
  },
  "mostAvailable": 5,
  "fulfilmentOptions": [
   {
    "id": 0,
    "dateTime": "2026-11-24T07:48:00.000Z",
    "dateText": "Tue 24th Nov",
    "availableQty": 3,
    "requestedQty": 5,
    "hasAlternative": true,
    "total": 75.57
   },
   {
    "id": 4,
    "dateTime": "2026-11-24T07:48:00.000Z",
    "dateText": "Tue 24th Nov",
    "availableQty": 3,
    "requestedQty": 5,
    "hasAlternative": true,
    "total": 75.57
   },
   {
    "id": 1,
    "dateTime": "2026-11-25T09:30:00.000Z",
    "dateText": "Wed 25th Nov",
    "availableQty": 3,
    "requestedQty": 5,
    "hasAlternative": true,
    "total": 75.57
   },
   {
    "id": 2,
    "dateTime": "2026-11-25T17:00:00.000Z",
    "dateText": "Wed 25th Nov",
    "availableQty": 3,
    "requestedQty": 5,
    "hasAlternative": true,
    "total": 75.57
   },
   {
    "id": 3,
    "dateTime": "2026-11-26T09:30:00.000Z",
    "dateText": "Thu 26th Nov",
    "availableQty": 5,
    "requestedQty": 5,
    "hasAlternative": false,
    "total": 93.87
   }
  ],
  "defaultFulfilmentOptionId": 0
 }
];
